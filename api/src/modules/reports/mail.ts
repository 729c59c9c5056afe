// The report mail, in the recipient's language with numbers and dates as they read them: the period's figures
// against the period before, the most viewed items, the new leads and the chart (inline PNG), with one-click
// unsubscribe headers (RFC 8058).
import type { Lang } from '@shared/constants';
import { type Params, translate } from '@shared/i18n';
import type { Deps } from '../../platform/deps';
import { type MailMessage, renderMail } from '../../platform/mail';
import { CHART_HEIGHT, CHART_WIDTH, chartPng } from './chart';
import { change, type ReportFigures } from './figures';
import type { Cadence, Period } from './periods';

export const CHART_CID = 'chart@dynacard';
const LOCALES: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB', fi: 'fi-FI' };

type Key = Parameters<typeof translate<'mail'>>[2];

/** "12–18 January 2026" for a week, "January 2026" for a month. */
export function periodLabel(lang: Lang, cadence: Cadence, period: Period) {
  if (cadence === 'monthly') {
    return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      period.start,
    );
  }
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).formatRange(
    period.start,
    period.end - 1,
  );
}

export type ReportMailInput = {
  lang: Lang;
  to: string;
  name: string;
  cadence: Cadence;
  company: string | null;
  periods: { current: Period; previous: Period };
  figures: ReportFigures;
  unsubscribeUrl: string;
  settingsUrl: string;
};

export async function renderReportMail(deps: Deps, input: ReportMailInput): Promise<MailMessage> {
  const { lang, figures, cadence, company } = input;
  const t = (key: Key, p?: Params) => translate(lang, 'mail', key, p);
  const number = new Intl.NumberFormat(LOCALES[lang]);
  const percent = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', signDisplay: 'exceptZero' });
  const compared = (now: number, before: number) => {
    const delta = change(now, before);
    return delta === null
      ? t('reportChangeNew', { value: number.format(now) })
      : t('reportChange', {
          value: number.format(now),
          change: percent.format(delta / 100),
          before: number.format(before),
        });
  };
  const period = periodLabel(lang, cadence, input.periods.current);
  const previous = periodLabel(lang, cadence, input.periods.previous);
  const weekly = cadence === 'weekly';
  const subject = company
    ? t(weekly ? 'reportCompanySubjectWeekly' : 'reportCompanySubjectMonthly', { company, period })
    : t(weekly ? 'reportSubjectWeekly' : 'reportSubjectMonthly', { period });
  const typeLabel = { profile: 'reportProfiles', dynatag: 'reportDynatags', card: 'reportCards' } as const;
  const itemLabel = { profile: 'reportProfile', dynatag: 'reportDynatag', card: 'reportCard' } as const;
  const top = figures.top.length
    ? [
        t('reportTop'),
        ...figures.top.map(
          (item, i) => `${i + 1}. ${item.name} (${t(itemLabel[item.type])}): ${number.format(item.total)}`,
        ),
      ].join('\n')
    : t('reportNoViews');
  // A person's card scans (a part of their profiles' views) only when they have any; a company's kinds always.
  const kinds = figures.byType.filter((b) => !b.part || b.current || b.previous);
  const png = await chartPng(figures.daily.current, figures.daily.previous);
  const message = renderMail({
    lang,
    to: input.to,
    subject,
    greeting: t('greeting', { name: input.name }),
    paragraphs: [
      company
        ? t('reportCompanyIntro', { company, period, previous })
        : t('reportIntro', { period, previous }),
    ],
    details: [
      [t('reportViews'), compared(figures.current.total, figures.previous.total)],
      [t('reportUnique'), compared(figures.current.unique, figures.previous.unique)],
      ...(kinds.length > 1
        ? kinds.map((b): [string, string] => [
            t(b.part ? 'reportCardScans' : typeLabel[b.type]),
            compared(b.current, b.previous),
          ])
        : []),
      [t('reportLeads'), compared(figures.leads.current, figures.leads.previous)],
    ],
    quote: top,
    image: {
      png,
      cid: CHART_CID,
      alt: t('reportChartAlt', { period, previous }),
      width: CHART_WIDTH,
      height: CHART_HEIGHT,
      caption: t('reportChartAlt', { period, previous }),
    },
    action: { label: t('reportAction'), link: input.settingsUrl },
    notes: [t('reportWhy', { link: input.unsubscribeUrl })],
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>, <mailto:${unsubscribeMailbox(deps)}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return message;
}

/** The mailbox a mail client may write to instead (RFC 2369): support, where a person turns the report off. */
const unsubscribeMailbox = (deps: Deps) => deps.config.mail.supportEmail;
