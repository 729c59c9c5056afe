// Reads the mails the server wrote to DATA_DIR/outbox (no SMTP in the browser tests).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

/** The newest mail to `to` that contains a link to `path`; waits for it to arrive. Returns the link's path and query. */
export async function mailLink(to: string, path: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(process.env.DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  // The page's address as mails write it, in the form the site answers directly: `/en/verify-email/?…`.
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/-]/g, '\\$&')}\\/?\\?[^\\s"'<>]+`);
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs);
    } catch {
      // the outbox appears with the first mail
    }
    for (const name of files) {
      const mail = await PostalMime.parse(readFileSync(join(dir, name)));
      if (!mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase())) continue;
      const found = `${mail.text ?? ''}\n${mail.html ?? ''}`.match(pattern)?.[0];
      if (found) {
        const url = new URL(found.replaceAll('&amp;', '&'));
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link to ${path} in ${dir}`);
}
