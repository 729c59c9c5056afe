import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** Attachments, inline ones (the logo) included. */
  attachments: { filename: string; mimeType: string; contentId: string; size: number }[];
};

/** A real SMTP server on a free loopback port; tests read the messages the app actually sent. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await PostalMime.parse(raw);
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          raw,
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            mimeType: a.mimeType,
            contentId: a.contentId ?? '',
            size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
          })),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;

  /** Waits for the next mail to `to` that arrives (or has arrived) and matches. */
  async function waitFor(to: string, match: (m: ReceivedMail) => boolean = () => true, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = inbox.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) {
        inbox.splice(inbox.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await Promise.race([new Promise<void>((r) => waiters.push(r)), Bun.sleep(50)]);
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that points at `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
