// The names uploads are stored and downloaded under. A name is shown to people and becomes a file on their disk:
// it must read as what it is and must not turn into something that runs there (docs/decisions.md "Files").

/**
 * Control characters, and the invisible bidirectional controls (embeddings, overrides, isolates, marks) that
 * make `‮gnp.txt` read `txt.png`; line and paragraph separators too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** The name without control characters and the invisible bidirectional controls (`HIDDEN`). */
export const withoutHidden = (name: string) => name.replace(HIDDEN, '');

/** Other names of the stored types' extensions (file-types.ts): a `photo.jpeg` keeps its name. */
const SAME_TYPE: Record<string, readonly string[]> = {
  jpg: ['jpeg', 'jpe'],
  txt: ['text'],
  mp4: ['m4v'],
  m4a: ['m4b', 'mp4'],
  mov: ['qt'],
  ogg: ['oga', 'opus'],
  ogv: ['ogg'],
  '3gp': ['3g2', 'mp4'],
};

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]{1,8})$/)?.[1] ?? '';

/**
 * The name a file is shown and downloaded under: no folders, no control characters, and ending in the
 * extension of what the file really is (`ext`, from its bytes). A text file named `page.html` or `logo.svg`
 * becomes `page.html.txt`, so saved to disk it opens as text, not as a live page.
 */
export function storedFileName(name: string, ext: string): string {
  const base = withoutHidden(name.split(/[\\/]/).pop() ?? '').trim();
  if (!base) return `file.${ext}`;
  const own = extensionOf(base);
  const fits = own === ext || SAME_TYPE[ext]?.includes(own);
  return fits ? base.slice(-150) : `${base.slice(-(149 - ext.length))}.${ext}`;
}

/** The extension a stored file's key ends in: the type its bytes were found to be. */
export const storedExtension = (storageKey: string) => extensionOf(storageKey);
