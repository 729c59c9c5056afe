import { useStore } from '@nanostores/react';
import type { DynatagList } from '@shared/types/dynatags';
import { lazy, Suspense } from 'react';
import { openCompanyStatistics } from '../dynatags/list/actions';
import { CompanySelect } from '../dynatags/list/CompanySelect';
import { DynatagTable } from '../dynatags/list/DynatagTable';
import { tt, useTagsT } from '../dynatags/list/i18n';
import { $dynatagCompany, useDynatagList } from '../dynatags/list/store';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { useCompanies } from '../stores/people';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink, RouteTabs, Spinner } from '../ui/parts';

// The tree and its drag and drop (@dnd-kit) load when the Tree view is first shown, not with the dashboard.
const TreeView = lazy(() => import('../dynatags/list/TreeView').then((m) => ({ default: m.TreeView })));

/**
 * Dynatags (SPEC §2): the tags of one of my companies as a table or a folder tree. Only owners manage a
 * company's dynatags, so the chooser lists the companies I own; someone who owns none is told why, with the
 * way to Companies.
 */
export function DynatagsView({ tab }: { tab?: string }) {
  const t = useTagsT();
  const at = useT();
  const companies = useCompanies();
  const stored = useStore($dynatagCompany);
  const owned = companies?.filter((c) => c.role === 'owner') ?? [];
  const companyId = owned.some((c) => c.shortId === stored)
    ? stored
    : owned.length === 1
      ? owned[0].shortId
      : '';
  const { list, failed, update } = useDynatagList(companyId || undefined);
  const current = tab === 'tree' ? 'tree' : 'table';

  const tabs = (
    <RouteTabs
      label={at('titleDynatags')}
      current={current}
      tabs={[
        { id: 'table', href: sectionPath('dynatags'), label: t('tableView') },
        { id: 'tree', href: sectionPath('dynatags', 'tree'), label: t('treeView') },
      ]}
    />
  );
  if (!companies) return <Spinner label={at('loading')} />;
  if (!owned.length) {
    return (
      <>
        {tabs}
        <EmptyState
          icon="building"
          title={t('noCompanyTitle')}
          actions={
            <NavLink href={sectionPath('companies')} className="btn btn-primary btn-sm">
              <Icon name="building" className="size-4" />
              {t('toCompanies')}
            </NavLink>
          }
        >
          <p>{t('noCompanyText')}</p>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {tabs}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <CompanySelect companies={owned} value={companyId} />
        {companyId && list && (
          <Summary
            company={owned.find((c) => c.shortId === companyId) ?? { shortId: companyId, name: '' }}
            list={list}
          />
        )}
      </div>
      {!companyId ? (
        <p className="rounded-box border border-base-300 border-dashed px-4 py-8 text-center">
          {t('selectCompany')}
        </p>
      ) : failed ? (
        <p className="text-error text-sm" role="alert">
          {t('loadFailed')}
        </p>
      ) : !list ? (
        <Spinner label={at('loading')} />
      ) : !list.dynatags.length && !list.folders.length ? (
        <EmptyState
          icon="tag"
          title={at('dynatagsEmptyTitle')}
          actions={<CreateButton companyId={companyId} />}
        >
          <p>{at('dynatagsEmptyText')}</p>
        </EmptyState>
      ) : current === 'table' ? (
        <DynatagTable companyId={companyId} tags={list.dynatags} />
      ) : (
        <Suspense fallback={<Spinner label={at('loading')} />}>
          <TreeView companyId={companyId} list={list} update={update} />
        </Suspense>
      )}
    </>
  );
}

/** A new dynatag in the editor; at the company's limit the page says so instead (the API refuses too). */
function CreateButton({ companyId, full = null }: { companyId: string; full?: number | null }) {
  const t = useTagsT();
  const create = () =>
    full === null
      ? openDialog('dynatagTemplates', { companyId })
      : notify(tt('tagLimit', { limit: full }), { color: 'error' });
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={create}>
      <Icon name="plus" className="size-4" />
      {t('createDynatag')}
    </button>
  );
}

/** "12 of 500 dynatags", the whole company's statistics (its tags and cards) and the way to a new one (refused at the limit with the API's message). */
function Summary({ company, list }: { company: { shortId: string; name: string }; list: DynatagList }) {
  const t = useTagsT();
  const companyId = company.shortId;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-base-content/75 text-sm" data-testid="dynatag-count">
        {t('tagLimitCount', { count: list.dynatags.length, limit: list.limits.dynatags })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        aria-label={t('statisticsCompany', { name: company.name })}
        onClick={() => openCompanyStatistics(company)}
      >
        <Icon name="chart" className="size-4" />
        {t('statistics')}
      </button>
      {list.dynatags.length > 0 && list.dynatags.length < list.limits.dynatags && (
        <button
          type="button"
          className="btn btn-sm"
          onClick={() =>
            openDialog('bulkDynatags', {
              companyId,
              templates: list.dynatags.map((tag) => ({ id: tag.id, name: tag.name })),
            })
          }
        >
          <Icon name="table" className="size-4" />
          {t('bulkCreate')}
        </button>
      )}
      <CreateButton
        companyId={companyId}
        full={list.dynatags.length >= list.limits.dynatags ? list.limits.dynatags : null}
      />
    </div>
  );
}
