import { useCallback, useEffect, useState } from 'react';
import type { Texts } from '../../lib/i18n';

export const DIAGNOSTICS_KEYS = [
  'test.language',
  'test.pageLanguage',
  'test.storedLanguage',
  'test.browserLanguages',
  'test.theme',
  'test.appliedTheme',
  'test.storedTheme',
  'test.systemTheme',
  'test.light',
  'test.dark',
  'test.connection',
  'test.online',
  'test.offline',
  'test.serviceWorker',
  'test.swUnsupported',
  'test.swNone',
  'test.swActive',
  'test.swWaiting',
  'test.swControlling',
  'test.api',
  'test.apiOk',
  'test.apiFail',
  'test.storage',
  'test.cookies',
  'test.available',
  'test.unavailable',
  'test.installed',
  'test.yes',
  'test.no',
  'test.screen',
  'test.browser',
  'test.notSet',
  'test.checking',
  'test.runAgain',
] as const;

type Props = { texts: Texts<(typeof DIAGNOSTICS_KEYS)[number]> };
type Level = 'ok' | 'warn' | 'fail' | 'info';
type Row = { label: string; value: string; level: Level };
type Group = { title: string; rows: Row[] };

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

async function serviceWorkerRow(texts: Props['texts']): Promise<Row> {
  const label = texts['test.serviceWorker'];
  if (!('serviceWorker' in navigator)) return { label, value: texts['test.swUnsupported'], level: 'warn' };
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return { label, value: texts['test.swNone'], level: 'warn' };
  if (!registration.active) return { label, value: texts['test.swWaiting'], level: 'info' };
  const controls = navigator.serviceWorker.controller ? `, ${texts['test.swControlling']}` : '';
  return { label, value: `${texts['test.swActive']}${controls}`, level: 'ok' };
}

async function apiRow(texts: Props['texts']): Promise<Row> {
  const label = texts['test.api'];
  const started = performance.now();
  try {
    const response = await fetch('/api/v1/general/challenge', {
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { success?: boolean };
    if (!response.ok || !body.success) throw new Error(String(response.status));
    const ms = Math.round(performance.now() - started);
    return { label, value: texts['test.apiOk'].replace('{ms}', String(ms)), level: 'ok' };
  } catch {
    return { label, value: texts['test.apiFail'], level: 'fail' };
  }
}

function collect(texts: Props['texts']): Group[] {
  const themeName = (mode: string | null) =>
    mode === 'dark' ? texts['test.dark'] : mode === 'light' ? texts['test.light'] : texts['test.notSet'];
  const canStore = (() => {
    try {
      localStorage.setItem('dynacard-test', '1');
      localStorage.removeItem('dynacard-test');
      return true;
    } catch {
      return false;
    }
  })();
  const yesNo = (value: boolean) => (value ? texts['test.yes'] : texts['test.no']);
  return [
    {
      title: texts['test.language'],
      rows: [
        { label: texts['test.pageLanguage'], value: document.documentElement.lang, level: 'info' },
        {
          label: texts['test.storedLanguage'],
          value: read('targetLang') ?? texts['test.notSet'],
          level: 'info',
        },
        { label: texts['test.browserLanguages'], value: navigator.languages.join(', '), level: 'info' },
      ],
    },
    {
      title: texts['test.theme'],
      rows: [
        {
          label: texts['test.appliedTheme'],
          value: themeName(document.documentElement.dataset.theme ?? null),
          level: 'info',
        },
        { label: texts['test.storedTheme'], value: themeName(read('themeMode')), level: 'info' },
        {
          label: texts['test.systemTheme'],
          value: themeName(matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
          level: 'info',
        },
      ],
    },
    {
      title: texts['test.connection'],
      rows: [
        {
          label: texts['test.connection'],
          value: navigator.onLine ? texts['test.online'] : texts['test.offline'],
          level: navigator.onLine ? 'ok' : 'fail',
        },
        {
          label: texts['test.storage'],
          value: canStore ? texts['test.available'] : texts['test.unavailable'],
          level: canStore ? 'ok' : 'fail',
        },
        {
          label: texts['test.cookies'],
          value: navigator.cookieEnabled ? texts['test.available'] : texts['test.unavailable'],
          level: navigator.cookieEnabled ? 'ok' : 'fail',
        },
        {
          label: texts['test.installed'],
          value: yesNo(matchMedia('(display-mode: standalone)').matches),
          level: 'info',
        },
        { label: texts['test.screen'], value: `${innerWidth} × ${innerHeight} px`, level: 'info' },
        { label: texts['test.browser'], value: navigator.userAgent, level: 'info' },
      ],
    },
  ];
}

const BADGE: Record<Level, string> = {
  ok: 'badge-success',
  warn: 'badge-warning',
  fail: 'badge-error',
  info: 'badge-ghost',
};

/** The /test page's checks: what Dynacard needs from this browser, re-run on demand and on connection changes. */
export default function Diagnostics({ texts }: Props) {
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [checks, setChecks] = useState<Row[] | null>(null);

  const run = useCallback(async () => {
    setGroups(collect(texts));
    setChecks(null);
    setChecks(await Promise.all([apiRow(texts), serviceWorkerRow(texts)]));
  }, [texts]);

  useEffect(() => {
    run();
    const rerun = () => run();
    addEventListener('online', rerun);
    addEventListener('offline', rerun);
    document.addEventListener('themechange', rerun);
    // The worker registers after the page has loaded: check again once it is active.
    navigator.serviceWorker?.ready.then(rerun);
    navigator.serviceWorker?.addEventListener('controllerchange', rerun);
    return () => {
      navigator.serviceWorker?.removeEventListener('controllerchange', rerun);
      removeEventListener('online', rerun);
      removeEventListener('offline', rerun);
      document.removeEventListener('themechange', rerun);
    };
  }, [run]);

  const all: Group[] = groups
    ? [
        ...groups,
        {
          title: `${texts['test.api']} · ${texts['test.serviceWorker']}`,
          rows: checks ?? [
            { label: texts['test.api'], value: texts['test.checking'], level: 'info' },
            { label: texts['test.serviceWorker'], value: texts['test.checking'], level: 'info' },
          ],
        },
      ]
    : [];

  return (
    <div aria-live="polite" aria-busy={!groups || !checks}>
      {!groups && <p>{texts['test.checking']}</p>}
      <div className="grid gap-6 md:grid-cols-2">
        {all.map((group) => (
          <section key={group.title} className="rounded-box border border-base-300 bg-base-100 p-5">
            <h2 className="text-lg font-semibold">{group.title}</h2>
            <dl className="mt-3 divide-y divide-base-300">
              {group.rows.map((row) => (
                <div key={row.label} className="flex items-start justify-between gap-4 py-2.5">
                  <dt className="text-base-content/80">{row.label}</dt>
                  <dd className="min-w-0 text-right">
                    {row.level === 'info' ? (
                      <span className="break-words">{row.value}</span>
                    ) : (
                      <span className={`badge ${BADGE[row.level]} h-auto py-0.5`} data-level={row.level}>
                        {row.value}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <button type="button" className="btn btn-outline mt-8" onClick={run}>
        {texts['test.runAgain']}
      </button>
    </div>
  );
}
