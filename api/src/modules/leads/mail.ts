import type { Lead } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { answerText } from '@shared/schemas/lead-form';
import { type MailMessage, renderMail } from '../../platform/mail';

/**
 * The mail to a card's holder when a visitor left their contact details: in the holder's language, in the
 * one mail layout (which escapes what the visitor typed), a link to the received contacts, reply-to the visitor.
 */
export function renderLeadMail(
  lang: Lang,
  to: string,
  input: { name: string; lead: Lead; link: string; isFull: boolean },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const { lead } = input;
  const visitor = lead.fullName;
  return renderMail({
    lang,
    to,
    subject: t('leadSubject', { visitor }),
    greeting: t('greeting', { name: input.name }),
    paragraphs: [t('leadBody', { visitor })],
    details: [
      [t('leadName'), lead.fullName],
      [t('leadEmail'), lead.email],
      [t('leadPhone'), lead.phone],
      [t('leadCompany'), lead.company],
      ...lead.answers.map((a): [string, string] => [a.label, answerText(a, t('answerYes'), t('answerNo'))]),
    ],
    quote: lead.note,
    action: { label: t('leadAction'), link: input.link },
    notes: [
      ...(input.isFull ? [t('leadFull', { limit: LIMITS.leads })] : []),
      ...(lead.email ? [t('leadReply', { visitor })] : []),
    ],
    ...(lead.email ? { replyTo: lead.email } : {}),
  });
}
