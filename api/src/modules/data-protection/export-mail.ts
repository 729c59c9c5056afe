// The mail with the link to a person's data download, in their language.
import type { Lang } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import { type MailMessage, renderMail } from '../../platform/mail';
import { LINK_DAYS } from './export-limits';

const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

/** "3.4 MB" as the reader writes it. */
const sizeOf = (lang: Lang, bytes: number) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    Math.max(0.1, bytes / 1_000_000),
  );

export function renderExportMail(
  lang: Lang,
  to: string,
  input: { name: string; link: string; expiresAt: number; size: number },
): MailMessage {
  const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) => translate(lang, 'mail', key, p);
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(input.expiresAt);
  return renderMail({
    lang,
    to,
    subject: t('dataExportSubject'),
    greeting: t('greeting', { name: input.name }),
    paragraphs: [t('dataExportBody', { size: sizeOf(lang, input.size), days: LINK_DAYS, date })],
    action: { label: t('dataExportAction'), link: input.link },
    notes: [t('dataExportNote'), t('ignore')],
  });
}
