import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import nodemailer from 'nodemailer';
import type { Logger } from './log';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Sends over SMTP_URL; without it, each mail becomes an .eml file in DATA_DIR/outbox
 * and its subject and link are logged, so a fresh clone works without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(options.outboxDir, { recursive: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
      writeFileSync(join(options.outboxDir, name), info.message as Buffer);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      options.log.info('mail written to outbox', {
        to: message.to,
        subject: message.subject,
        link,
        file: name,
      });
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type ActionMail = 'verify' | 'reset' | 'changeEmail' | 'activation';
/** Mails with one call to action: the token mails above, and an invitation to a company for an existing account. */
export type MailKind = ActionMail | 'invite';

/** A mail with one call to action, in the recipient's language, with a plain-text part. */
export function renderActionMail(
  lang: Lang,
  kind: MailKind,
  to: string,
  params: Params & { name: string; link: string },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const subject = t(`${kind}Subject`, params);
  const greeting = t('greeting', params);
  const body = t(`${kind}Body`, { hours: 1, ...params });
  const action = t(`${kind}Action`);
  const text = [
    greeting,
    '',
    body,
    '',
    `${action}: ${params.link}`,
    '',
    t('ignore'),
    '',
    t('signature'),
  ].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#262626;background:#fafafa;padding:24px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;background:#262626;color:#fafafa;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px">${escapeHtml(t('linkFallback'))}<br>${escapeHtml(params.link)}</p>
<p style="font-size:13px">${escapeHtml(t('ignore'))}</p><p>${escapeHtml(t('signature')).replace('\n', '<br>')}</p></body></html>`;
  return { to, subject, text, html };
}
