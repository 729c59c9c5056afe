import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import nodemailer from 'nodemailer';
import type { Logger } from './log';
import { type MailMessage, renderMail } from './mail-layout';

export type { MailContent, MailMessage } from './mail-layout';
export { escapeHtml, renderMail } from './mail-layout';
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

export type ActionMail = 'verify' | 'reset' | 'changeEmail' | 'activation';
/** Mails with one call to action: the token mails above, and an invitation to a company for an existing account. */
export type MailKind = ActionMail | 'invite';

/** A mail with one call to action, in the recipient's language, in our layout (HTML and text). */
export function renderActionMail(
  lang: Lang,
  kind: MailKind,
  to: string,
  params: Params & { name: string; link: string },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  return renderMail({
    lang,
    to,
    subject: t(`${kind}Subject`, params),
    greeting: t('greeting', params),
    paragraphs: [t(`${kind}Body`, { hours: 1, ...params })],
    action: { label: t(`${kind}Action`), link: params.link },
    notes: kind === 'invite' || kind === 'activation' ? [] : [t('ignore')],
  });
}
