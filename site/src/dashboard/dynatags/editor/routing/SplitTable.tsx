import { OWN_CONTENT } from '@shared/schemas/tag-rules';
import { LOCALES } from '../../../lib/i18n';
import { useRulesT } from './i18n';
import type { SplitSummary } from './routing-api';
import { pText, visitorsMissing } from './routing-draft';

/**
 * A split test's results per arm: views, visitors, clicks and the click rate with its 95 % interval drawn as a
 * range, the winner marked when the test names one, else what it still needs.
 */
export function SplitTable({ split }: { split: SplitSummary }) {
  const { t, lang } = useRulesT();
  const percent = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(LOCALES[lang]);
  const decimal = new Intl.NumberFormat(LOCALES[lang], {
    maximumFractionDigits: 3,
    minimumFractionDigits: 3,
  });
  const nameOf = (variant: string, name: string) => (variant === OWN_CONTENT ? t('ownContent') : name);
  const top = Math.max(0.01, ...split.arms.map((a) => a.high));
  const winner = split.arms.find((a) => a.variant === split.winner);
  const missing = visitorsMissing(split.arms);
  return (
    <div className="space-y-2">
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t('splitTableLabel', { name: split.name })}
      >
        <table className="table-sm table" aria-label={t('splitTableLabel', { name: split.name })}>
          <thead className="text-base-content">
            <tr>
              <th scope="col">{t('colArm')}</th>
              <th scope="col" className="text-end">
                {t('colShare')}
              </th>
              <th scope="col" className="text-end">
                {t('colViews')}
              </th>
              <th scope="col" className="text-end">
                {t('colVisitors')}
              </th>
              <th scope="col" className="text-end">
                {t('colClicks')}
              </th>
              <th scope="col" className="min-w-40">
                {t('colRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {split.arms.map((arm) => (
              <tr key={arm.variant} data-testid="split-arm">
                <th scope="row" className="font-medium">
                  {nameOf(arm.variant, arm.name)}
                  {arm.variant === split.winner && (
                    <span className="badge badge-success badge-sm ms-2" data-testid="split-winner">
                      {t('splitWinner')}
                    </span>
                  )}
                </th>
                <td className="text-end tabular-nums">{arm.share} %</td>
                <td className="text-end tabular-nums">{number.format(arm.views)}</td>
                <td className="text-end tabular-nums">{number.format(arm.visitors)}</td>
                <td className="text-end tabular-nums">{number.format(arm.clicks)}</td>
                <td>
                  <span className="text-sm tabular-nums">
                    {t('rateRange', {
                      rate: percent.format(arm.rate),
                      low: percent.format(arm.low),
                      high: percent.format(arm.high),
                    })}
                  </span>
                  <span className="bg-base-200 relative mt-1 block h-2 rounded-full" aria-hidden="true">
                    <span
                      className={`absolute inset-y-0 rounded-full ${arm.variant === split.winner ? 'bg-success' : 'bg-primary/60'}`}
                      style={{
                        insetInlineStart: `${(arm.low / top) * 100}%`,
                        width: `${Math.max(1, ((arm.high - arm.low) / top) * 100)}%`,
                      }}
                    />
                    <span
                      className="bg-base-content absolute -top-0.5 h-3 w-0.5"
                      style={{ insetInlineStart: `${(arm.rate / top) * 100}%` }}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm" data-testid="split-verdict">
        {winner && split.pValue !== null
          ? t('splitWinnerText', {
              name: nameOf(winner.variant, winner.name),
              p: pText(split.pValue, (n) => decimal.format(n)),
              test: split.test,
            })
          : missing > 0
            ? t('splitNoWinner', { count: missing })
            : t('splitNotClear', {
                p: split.pValue === null ? '–' : pText(split.pValue, (n) => decimal.format(n)),
              })}
      </p>
    </div>
  );
}
