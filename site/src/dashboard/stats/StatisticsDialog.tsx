import { SELECT_DEBOUNCE_MS } from '@shared/constants';
import { useEffect, useId, useMemo, useState } from 'react';
import { useDebounced } from '../admin/use-debounced';
import { useTagsT } from '../dynatags/list/i18n';
import { API_BASE, client } from '../lib/client';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { TabPanel, Tabs } from '../ui/Tabs';
import { AnalyticsOverview } from './AnalyticsOverview';
import { analyticsParams, analyticsQuery, type Overview } from './analytics-model';
import { type AnalyticsKey, useAnalyticsT } from './i18n';
import { LinkClicks } from './LinkClicks';
import {
  type Choice,
  defaultChoice,
  PERIODS,
  type Period,
  rangeProblem,
  statsPath,
  statsQuery,
} from './period';
import { RawViews } from './RawViews';
import { TagVersionClicks } from './TagVersionClicks';

const PERIOD_KEY: Record<
  Period,
  { tags?: 'periodMonth' | 'periodYear' | 'periodAll' | 'periodRange'; a?: AnalyticsKey }
> = {
  last7: { a: 'periodLast7' },
  last30: { a: 'periodLast30' },
  last90: { a: 'periodLast90' },
  month: { tags: 'periodMonth' },
  year: { tags: 'periodYear' },
  all: { tags: 'periodAll' },
  range: { tags: 'periodRange' },
};

/** The reader's zone: the heat map's hours and the single views' times are theirs. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Views of a profile, a dynatag, a card, a folder of tags or a whole company (SPEC §2 statistics dialog, issue
 * 22): a period (quick spans, days of this month, months of this year, all years, or a from–to range), then an
 * Overview tab (totals against the previous period, chart, map, heat map, breakdowns) and a Single views tab.
 */
export default function StatisticsDialog({ props, isTop, close }: DialogComponentProps<'dynatagStatistics'>) {
  const tt = useTagsT();
  const t = useAnalyticsT();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(() => defaultChoice(Date.now()));
  const [tab, setTab] = useState<'overview' | 'views'>('overview');
  const [overview, setOverview] = useState<{ query: string; data: Overview } | null>(null);
  const [failed, setFailed] = useState('');
  const problem = rangeProblem(choice);
  const zone = useMemo(timeZone, []);
  const { target } = props;
  // The period select (and the dates) ask the server once they rest, not once per option passed (SPEC §9).
  const query = useDebounced(
    problem ? '' : analyticsQuery(target, choice, Date.now(), { tz: zone }),
    SELECT_DEBOUNCE_MS,
  );
  const shownChoice = useDebounced(choice, SELECT_DEBOUNCE_MS);

  useEffect(() => {
    if (!query || tab !== 'overview' || overview?.query === query) return;
    const controller = new AbortController();
    setOverview(null);
    setFailed('');
    void client
      .GET('/api/v1/analytics/', {
        params: { query: analyticsParams(target, query) },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setOverview({ query, data: result.data });
        else setFailed(result.message || t('failed'));
      });
    return () => controller.abort();
  }, [query, tab, overview?.query, t, target]);

  const oldCsv = target.type === 'dynatag' || target.type === 'profile';

  return (
    <DialogFrame title={tt('statsTitle', { name: props.name })} onClose={close} isTop={isTop} size="lg">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="fieldset py-1">
            <label htmlFor={`${id}-period`} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {tt('statsPeriod')}
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
                  {PERIOD_KEY[p].a ? t(PERIOD_KEY[p].a) : tt(PERIOD_KEY[p].tags ?? 'periodRange')}
                </option>
              ))}
            </select>
          </div>
          {choice.period === 'range' && (
            <>
              <TextField
                type="date"
                label={tt('rangeFrom')}
                value={choice.from}
                max={choice.to || undefined}
                className="w-44"
                onChange={(e) => setChoice({ ...choice, from: e.target.value })}
              />
              <TextField
                type="date"
                label={tt('rangeTo')}
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
            {tt(problem)}
          </p>
        )}
        <Tabs
          items={[
            { id: 'overview', label: t('tabOverview') },
            { id: 'views', label: t('tabViews') },
          ]}
          current={tab}
          onChange={setTab}
          label={tt('statsTitle', { name: props.name })}
          idBase={id}
        />
        <TabPanel idBase={id} current={tab}>
          {tab === 'overview' && (
            <>
              {failed && (
                <p className="text-error text-sm" role="alert">
                  {failed}
                </p>
              )}
              {!problem && !failed && overview?.query !== query && <Spinner label={tt('statsLoading')} />}
              {overview && overview.query === query && !problem && (
                <AnalyticsOverview
                  overview={overview.data}
                  choice={shownChoice}
                  timeZone={zone}
                  query={query}
                />
              )}
              {target.type === 'profile' && !problem && (
                <LinkClicks shortId={target.id} choice={shownChoice} />
              )}
              {target.type === 'dynatag' && !problem && (
                <TagVersionClicks id={target.id} choice={shownChoice} />
              )}
            </>
          )}
          {tab === 'views' && query && !problem && <RawViews target={target} query={query} />}
        </TabPanel>
        <div className="modal-action flex-wrap">
          {!problem && oldCsv && tab === 'overview' && (
            <a
              className="btn btn-sm"
              href={`${API_BASE}${statsPath({ type: target.type as 'dynatag' | 'profile', id: target.id })}${statsQuery(choice, 'csv')}`}
              download={`statistics-${target.id}-${choice.period}.csv`}
            >
              <Icon name="download" className="size-4" />
              {tt('downloadCsv')}
            </a>
          )}
          <button type="button" className="btn btn-primary btn-sm" onClick={close}>
            {tt('statsClose')}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
