// The company's audit log (issue 33), /dashboard/companies/{id}/audit: who changed what, when and how, filtered by
// who, what, how and when, a page at a time, and the same filters as a CSV download. Owners only (the API says so).
import { useStore } from '@nanostores/react';
import { ACCESS_KINDS, AUDIT_ENTITIES, type AuditEntry } from '@shared/types/audit';
import { useEffect, useId, useState } from 'react';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/i18n';
import { sectionPath } from '../../lib/routes';
import { $uiLang } from '../../stores/prefs';
import { NavLink, Spinner } from '../../ui/parts';
import { type AuditKey, keyOf, known, useAuditT } from './i18n';

const PAGE = 25;
/** What a company's log can hold (coupons and accounts are the administrator's own log). */
const ENTITIES = AUDIT_ENTITIES.filter((e) => e !== 'coupon' && e !== 'user');

type Filters = { actor: string; entity: string; via: string; from: string; to: string };
const NONE: Filters = { actor: '', entity: '', via: '', from: '', to: '' };

/** The filters as the API's query: days are whole UTC days, `to` included. */
function queryOf(filters: Filters) {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`);
  return {
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.via ? { via: filters.via } : {}),
    ...(filters.from ? { from: day(filters.from) } : {}),
    ...(filters.to ? { to: day(filters.to) + 86_400_000 } : {}),
  };
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const pairs = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  if (!pairs.length) return null;
  return (
    <span className="text-base-content/75 block text-xs break-all">
      {pairs.map(([key, value]) => `${key}: ${value}`).join(' · ')}
    </span>
  );
}

export default function CompanyAudit({ companyId }: { companyId: string }) {
  const t = useAuditT();
  const lang = useStore($uiLang);
  const id = useId();
  const [filters, setFilters] = useState<Filters>(NONE);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ entries: AuditEntry[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    void client
      .GET('/api/v1/audit/companies/{companyId}', {
        params: { path: { companyId }, query: { ...queryOf(filters), limit: PAGE, offset } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setPage(result.data as { entries: AuditEntry[]; total: number });
        else setFailed(true);
      });
    return () => controller.abort();
  }, [companyId, filters, offset]);

  const change = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  };
  const csv = `/api/v1/audit/companies/${encodeURIComponent(companyId)}/csv?${new URLSearchParams(
    Object.entries(queryOf(filters)).map(([k, v]) => [k, String(v)]),
  )}`;
  const words = (prefix: 'entity' | 'action', name: string) => {
    const key = keyOf(prefix, name);
    return known(key) ? t(key) : name;
  };
  const viaWords: Record<string, AuditKey> = {
    session: 'viaSession',
    'api-key': 'viaApiKey',
    directory: 'viaDirectory',
  };

  return (
    <div className="space-y-4" data-testid="company-audit">
      <div>
        <NavLink href={sectionPath('companies')} className="link link-hover text-sm">
          {t('back')}
        </NavLink>
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-base-content/75 max-w-prose text-sm">{t('intro')}</p>
      </div>
      <fieldset className="grid grid-cols-2 gap-3 rounded-box border border-base-300 p-3 md:grid-cols-6">
        <legend className="px-1 text-sm font-medium">{t('filters')}</legend>
        <label className="col-span-2 flex flex-col gap-1 text-sm md:col-span-1" htmlFor={`${id}-who`}>
          {t('who')}
          <input
            id={`${id}-who`}
            className="input input-sm w-full"
            placeholder={t('whoHint')}
            maxLength={100}
            value={filters.actor}
            onChange={(e) => change('actor')(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-what`}>
          {t('what')}
          <select
            id={`${id}-what`}
            className="select select-sm w-full"
            value={filters.entity}
            onChange={(e) => change('entity')(e.target.value)}
          >
            <option value="">{t('anything')}</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {words('entity', entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-how`}>
          {t('how')}
          <select
            id={`${id}-how`}
            className="select select-sm w-full"
            value={filters.via}
            onChange={(e) => change('via')(e.target.value)}
          >
            <option value="">{t('anyAccess')}</option>
            {ACCESS_KINDS.map((via) => (
              <option key={via} value={via}>
                {t(viaWords[via])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-from`}>
          {t('from')}
          <input
            id={`${id}-from`}
            type="date"
            className="input input-sm w-full"
            value={filters.from}
            onChange={(e) => change('from')(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-to`}>
          {t('to')}
          <input
            id={`${id}-to`}
            type="date"
            className="input input-sm w-full"
            value={filters.to}
            onChange={(e) => change('to')(e.target.value)}
          />
        </label>
        <div className="col-span-2 flex items-end md:col-span-1">
          <a className="btn btn-sm w-full" href={csv} download>
            {t('exportCsv')}
          </a>
        </div>
      </fieldset>
      {failed && (
        <p role="alert" className="text-error">
          {t('failed')}
        </p>
      )}
      {!page && !failed && <Spinner label={t('loading')} />}
      {page && !page.entries.length && <p className="text-sm">{t('empty')}</p>}
      {page && page.entries.length > 0 && (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table table-sm" data-testid="audit-table">
            <thead className="text-base-content">
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('how')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr
                  key={`${entry.at}-${entry.entity}-${entry.entityId}-${entry.action}-${JSON.stringify(entry.details)}`}
                >
                  <td className="whitespace-nowrap tabular-nums">{formatDate(entry.at, lang)}</td>
                  <td>{entry.actor || t('directory')}</td>
                  <td className="min-w-48">
                    <span className="font-medium">{words('entity', entry.entity)}</span> {entry.entityId} —{' '}
                    {words('action', entry.action)}
                    <Details details={entry.details} />
                  </td>
                  <td className="whitespace-nowrap">{t(viaWords[entry.via] ?? 'viaSession')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.total > 0 && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className="btn btn-sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            {t('newer')}
          </button>
          <span>{t('range', { from: offset + 1, to: offset + page.entries.length, total: page.total })}</span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={offset + PAGE >= page.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t('older')}
          </button>
        </div>
      )}
    </div>
  );
}
