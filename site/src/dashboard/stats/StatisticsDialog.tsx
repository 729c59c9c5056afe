import { useStore } from '@nanostores/react';
import { SELECT_DEBOUNCE_MS } from '@shared/constants';
import type { Statistics } from '@shared/types/dynatags';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useDebounced } from '../admin/use-debounced';
import { useTagsT } from '../dynatags/list/i18n';
import { API_BASE, api } from '../lib/api';
import { $uiLang } from '../stores/prefs';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import {
  bucketLabel,
  type Choice,
  defaultChoice,
  isoDay,
  PERIODS,
  rangeProblem,
  statsPath,
  statsQuery,
  tickLabel,
  untilToday,
} from './period';
import { StatsTable } from './StatsTable';
import { ViewsChart } from './ViewsChart';

const PERIOD_KEY = {
  month: 'periodMonth',
  year: 'periodYear',
  all: 'periodAll',
  range: 'periodRange',
} as const;

/**
 * Views of a dynatag or a profile (SPEC §2 statistics dialog): a period (days of this month, months of this
 * year, all years, or a from–to range), total and unique views as a chart with the same numbers in a table,
 * the totals, and the period as CSV. One dialog for both: the two endpoints answer one shape.
 */
export default function StatisticsDialog({ props, isTop, close }: DialogComponentProps<'dynatagStatistics'>) {
  const t = useTagsT();
  const lang = useStore($uiLang);
  const id = useId();
  const [choice, setChoice] = useState<Choice>(() => defaultChoice(Date.now()));
  const [stats, setStats] = useState<Statistics | null>(null);
  const [failed, setFailed] = useState('');
  const problem = rangeProblem(choice);
  const path = statsPath(props.target);
  // The period select (and the dates) ask the server once they rest, not once per option passed (SPEC §9).
  const query = useDebounced(problem ? '' : statsQuery(choice), SELECT_DEBOUNCE_MS);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    setStats(null);
    setFailed('');
    void api<Statistics>('GET', `${path}${query}`, { signal: controller.signal, notifyErrors: false }).then(
      (result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setStats(result.data);
        else setFailed(result.message || t('statsFailed'));
      },
    );
    return () => controller.abort();
  }, [path, query, t]);

  // Up to today: the days and months still to come are not drawn or listed as 0.
  const series = useMemo(() => (stats ? untilToday(stats.series, isoDay(Date.now())) : []), [stats]);
  const labels = useMemo(() => series.map((p) => bucketLabel(p.key, lang)), [series, lang]);
  const ticks = useMemo(() => series.map((p) => tickLabel(p.key, lang)), [series, lang]);
  const names = useMemo(
    () => ({ when: t('statsColWhen'), total: t('statsTotal'), unique: t('statsUnique') }),
    [t],
  );
  const number = useCallback((n: number) => n.toLocaleString(lang), [lang]);

  return (
    <DialogFrame title={t('statsTitle', { name: props.name })} onClose={close} isTop={isTop} size="lg">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="fieldset py-1">
            <label htmlFor={`${id}-period`} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('statsPeriod')}
            </label>
            <select
              id={`${id}-period`}
              className="select select-sm w-56"
              value={choice.period}
              data-autofocus
              onChange={(e) => setChoice({ ...choice, period: e.target.value as Choice['period'] })}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(PERIOD_KEY[p])}
                </option>
              ))}
            </select>
          </div>
          {choice.period === 'range' && (
            <>
              <TextField
                type="date"
                label={t('rangeFrom')}
                value={choice.from}
                max={choice.to || undefined}
                className="w-44"
                onChange={(e) => setChoice({ ...choice, from: e.target.value })}
              />
              <TextField
                type="date"
                label={t('rangeTo')}
                value={choice.to}
                min={choice.from || undefined}
                className="w-44"
                onChange={(e) => setChoice({ ...choice, to: e.target.value })}
              />
            </>
          )}
        </div>
        {problem && (
          <p className="text-error text-sm" role="alert">
            {t(problem)}
          </p>
        )}
        {failed && (
          <p className="text-error text-sm" role="alert">
            {failed}
          </p>
        )}
        {!problem && !failed && !stats && <Spinner label={t('statsLoading')} />}
        {stats && !problem && (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="stats-totals">
              {[
                [t('statsTotal'), stats.total],
                [t('statsUnique'), stats.unique],
                [t('statsAllTimeTotal'), stats.allTime.total],
                [t('statsAllTimeUnique'), stats.allTime.unique],
              ].map(([label, value]) => (
                <div key={label} className="rounded-box border border-base-300 px-3 py-2">
                  <dt className="text-base-content/75 text-xs">{label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{number(Number(value))}</dd>
                </div>
              ))}
            </dl>
            {stats.total === 0 && <p className="text-base-content/75 text-sm">{t('statsNone')}</p>}
            {series.length > 0 && (
              <>
                <ViewsChart series={series} labels={labels} ticks={ticks} names={names} number={number} />
                <StatsTable series={series} labels={labels} caption={t('statsTableCaption')} />
              </>
            )}
          </>
        )}
        <div className="modal-action flex-wrap">
          {!problem && (
            <a
              className="btn btn-sm"
              href={`${API_BASE}${path}${statsQuery(choice, 'csv')}`}
              download={`statistics-${props.target.id}-${choice.period}.csv`}
            >
              <Icon name="download" className="size-4" />
              {t('downloadCsv')}
            </a>
          )}
          <button type="button" className="btn btn-primary btn-sm" onClick={close}>
            {t('statsClose')}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
