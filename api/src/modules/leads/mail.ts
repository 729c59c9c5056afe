import type { Lead } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { answerText } from '@shared/schemas/lead-form';
import { type MailMessage, renderMail } from '../../platform/mail';

/** The dynatag a form's lead came from: its name in the dashboard, its heading on the page, its company. */
export type LeadMailTag = { name: string; label: string; companyName: string };

/**
 * The mail to a lead's holder when a visitor left their contact details: in the holder's language, in the
 * one mail layout (which escapes what the visitor typed), a link to the received contacts, reply-to the visitor.
 * A lead from a dynatag's form says so, by the tag's name (and its heading, when it has another one).
 */
export function renderLeadMail(
  lang: Lang,
  to: string,
  input: { name: string; lead: Lead; link: string; isFull: boolean; tag?: LeadMailTag | undefined },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const { lead, tag } = input;
  const visitor = lead.fullName;
  const of: Params = tag ? { visitor, tag: tag.name || tag.label, company: tag.companyName } : { visitor };
  const tagRows: [string, string][] = tag
    ? [
        [t('tagLeadTag'), tag.name || tag.label],
        [t('tagLeadLabel'), tag.label && tag.label !== tag.name ? tag.label : ''],
      ]
    : [];
  return renderMail({
    lang,
    to,
    subject: t(tag ? 'tagLeadSubject' : 'leadSubject', of),
    greeting: t('greeting', { name: input.name }),
    paragraphs: [t(tag ? 'tagLeadBody' : 'leadBody', of)],
    details: [
      ...tagRows,
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
