import { useStore } from '@nanostores/react';
import { useTagsT } from '../dynatags/list/i18n';
import { $uiLang } from '../stores/prefs';
import { type Change, change, type Overview } from './analytics-model';
import { useAnalyticsT } from './i18n';
import { bucketLabel } from './period';

/** "+12 % ↑": the change against the previous period, in the language's percent format. */
function ChangeBadge({ now, before, title }: { now: number; before: number; title: string }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  const c: Change = change(now, before);
  const percent = new Intl.NumberFormat(lang, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: Math.abs(c.ratio) < 0.1 ? 1 : 0,
  }).format(c.ratio);
  const arrow = { up: '↑', down: '↓', same: '→', new: '↑' }[c.direction];
  const tone = c.direction === 'down' ? 'text-error' : c.direction === 'same' ? '' : 'text-success';
  return (
    <p className={`text-xs font-medium ${tone}`} title={title} data-testid="change">
      {c.direction === 'new' ? t('changeNew') : percent} <span aria-hidden="true">{arrow}</span>
      <span className="sr-only"> ({title})</span>
    </p>
  );
}

/**
 * The period's views, unique visitors and returning views, each with its change against the previous period of
 * the same length, and the share of first-time against returning as one bar.
 */
export function Totals({ overview, comparable }: { overview: Overview; comparable: boolean }) {
  const t = useAnalyticsT();
  const tt = useTagsT();
  const lang = useStore($uiLang);
  const { totals, previousTotals, previous } = overview;
  const number = (n: number) => n.toLocaleString(lang);
  const from = bucketLabel(previous.from, lang);
  const to = bucketLabel(previous.to, lang);
  const tiles = [
    [tt('statsTotal'), totals.total, previousTotals.total],
    [tt('statsUnique'), totals.unique, previousTotals.unique],
    [t('returning'), totals.returning, previousTotals.returning],
  ] as const;
  const firstShare = totals.total ? totals.unique / totals.total : 0;
  const pct = (x: number) => new Intl.NumberFormat(lang, { style: 'percent' }).format(x);
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-3 gap-2" data-testid="stats-totals">
        {tiles.map(([label, value, before]) => (
          <div key={label} className="rounded-box border border-base-300 px-3 py-2">
            <dt className="text-base-content/75 text-xs">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{number(value)}</dd>
            {comparable && (
              <dd>
                <ChangeBadge
                  now={value}
                  before={before}
                  title={t('previousPeriod', { from, to, n: number(before) })}
                />
              </dd>
            )}
          </div>
        ))}
      </dl>
      {totals.total > 0 && (
        <div data-testid="first-returning">
          <div className="flex h-2 overflow-hidden rounded-full bg-base-300" aria-hidden="true">
            <div className="bg-primary" style={{ width: `${firstShare * 100}%` }} />
          </div>
          <p className="text-base-content/75 mt-1 flex justify-between text-xs">
            <span>
              {t('firstTime')} {pct(firstShare)}
            </span>
            <span>
              {t('returning')} {pct(1 - firstShare)}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
