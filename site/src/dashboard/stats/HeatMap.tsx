import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $uiLang } from '../stores/prefs';
import { HEAT_COLORS, heatLevel, heatMax } from './analytics-model';
import { useAnalyticsT } from './i18n';
import { LOCALES } from './labels';

/** 1 January 2024 was a Monday: the API's rows start on Monday. */
const MONDAY = Date.UTC(2024, 0, 1);
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Views per weekday × hour in the reader's zone: a table of 7 × 24 coloured cells, each with its count for screen
 * readers and as a tooltip. The scale's colours (HEAT_COLORS) are fixed so light and dark themes read alike;
 * an empty cell is the theme's border colour.
 */
export function HeatMap({ heatmap, timeZone }: { heatmap: number[][]; timeZone: string }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  const max = heatMax(heatmap);
  const days = useMemo(() => {
    const short = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, d) => ({
      short: short.format(MONDAY + d * 86_400_000),
      long: long.format(MONDAY + d * 86_400_000),
    }));
  }, [lang]);
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return (
    <section className="rounded-box border border-base-300 p-3" data-testid="heatmap">
      <h3 className="mb-1 text-sm font-semibold">{t('sectionHeatmap')}</h3>
      <p className="text-base-content/75 mb-2 text-xs">{t('heatmapNote', { tz: timeZone })}</p>
      <table className="w-full table-fixed border-separate border-spacing-px text-[10px]">
        <caption className="sr-only">{t('sectionHeatmap')}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-8">
              <span className="sr-only">{t('colWeekday')}</span>
            </th>
            {HOURS.map((h) => (
              <th key={h} scope="col" className="text-base-content/75 p-0 text-center font-normal">
                <span aria-hidden="true">{h % 3 === 0 ? h : ''}</span>
                <span className="sr-only">{hour(h)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, d) => (
            <tr key={day.long}>
              <th scope="row" className="pe-1 text-start font-normal" abbr={day.long}>
                {day.short}
              </th>
              {HOURS.map((h) => {
                const n = heatmap[d]?.[h] ?? 0;
                const level = heatLevel(n, max);
                const label = t('heatCell', { day: day.long, hour: hour(h), n: n.toLocaleString(lang) });
                return (
                  <td
                    key={h}
                    title={label}
                    data-views={n}
                    data-cell={`${d}-${h}`}
                    className={`h-5 rounded-[2px] p-0 ${level < 0 ? 'bg-base-300' : ''}`}
                    style={level < 0 ? undefined : { backgroundColor: HEAT_COLORS[level] }}
                  >
                    <span className="sr-only">{label}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
