// A small, safe Markdown renderer for our own documents (the changelog): headings, lists, paragraphs,
// **bold**, `code` and [links](…). Everything is escaped first, so the file cannot inject markup.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string) =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/)[^\s)]*)\)/g, '<a href="$2">$1</a>');

/**
 * Renders Markdown to HTML. `headingOffset` shifts heading levels (a document's # becomes <h2> inside a
 * dialog titled with <h2> when the offset is 1); headings pushed beyond h6 stay h6. A first-level heading
 * can be dropped when the surrounding UI already shows the title.
 */
export function renderMarkdown(
  source: string,
  options: { headingOffset?: number; dropTitle?: boolean } = {},
) {
  const offset = options.headingOffset ?? 0;
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      if (heading[1].length === 1 && options.dropTitle) continue;
      const level = Math.min(heading[1].length + offset, 6);
      html.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}
