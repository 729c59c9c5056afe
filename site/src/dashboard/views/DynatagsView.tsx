import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies } from '../stores/people';
import { Icon } from '../ui/icons';
import { EmptyState, EmptyTable, NavLink, RouteTabs } from '../ui/parts';

/**
 * Dynatags: table view and tree view (SPEC §2). They belong to a company, so someone who owns none is sent
 * to create one; an owner is not (they have one). Either way the page says plainly that creating dynatags
 * is not open yet.
 */
export function DynatagsView({ tab }: { tab?: string }) {
  const t = useT();
  const companies = useCompanies();
  const current = tab === 'tree' ? 'tree' : 'table';
  const ownsCompany = companies?.some((c) => c.role === 'owner') ?? true;
  const notYet = <p className="text-sm">{t('dynatagsNotYet')}</p>;
  const createFirst = ownsCompany ? undefined : (
    <NavLink href={sectionPath('companies')} className="btn btn-primary btn-sm">
      <Icon name="building" className="size-4" />
      {t('createCompanyFirst')}
    </NavLink>
  );
  return (
    <>
      <RouteTabs
        label={t('titleDynatags')}
        current={current}
        tabs={[
          { id: 'table', href: sectionPath('dynatags'), label: t('tabTable') },
          { id: 'tree', href: sectionPath('dynatags', 'tree'), label: t('tabTree') },
        ]}
      />
      {current === 'table' ? (
        <EmptyTable
          caption={t('titleDynatags')}
          columns={[t('colName'), t('colId'), t('colTag'), t('colViews'), t('colCreated'), t('colUpdated')]}
          empty={
            <div className="flex flex-col items-center gap-3">
              <p className="font-semibold text-base-content">{t('dynatagsEmptyTitle')}</p>
              <p className="max-w-prose text-sm">{t('dynatagsEmptyText')}</p>
              {notYet}
              {createFirst}
            </div>
          }
        />
      ) : (
        <EmptyState icon="folder" title={t('dynatagsTreeEmptyTitle')} actions={createFirst}>
          <p>{t('dynatagsTreeEmptyText')}</p>
          <div className="mt-2">{notYet}</div>
        </EmptyState>
      )}
    </>
  );
}
