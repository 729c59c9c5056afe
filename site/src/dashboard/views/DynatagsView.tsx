import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { Icon } from '../ui/icons';
import { EmptyState, EmptyTable, NavLink, RouteTabs } from '../ui/parts';

/** Dynatags: table view and tree view (SPEC §2); dynatags belong to a company, so that comes first. */
export function DynatagsView({ tab }: { tab?: string }) {
  const t = useT();
  const current = tab === 'tree' ? 'tree' : 'table';
  const createFirst = (
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
              {createFirst}
            </div>
          }
        />
      ) : (
        <EmptyState icon="folder" title={t('dynatagsTreeEmptyTitle')} actions={createFirst}>
          {t('dynatagsTreeEmptyText')}
        </EmptyState>
      )}
    </>
  );
}
