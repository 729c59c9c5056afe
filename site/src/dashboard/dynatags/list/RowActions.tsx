import { previewLink } from '@shared/page-links';
import type { DynatagSummary } from '@shared/types/dynatags';
import { ActionButton } from '../../ui/ActionButton';
import { RowMenu, RowMenuItem } from '../../ui/RowMenu';
import { copyLink, downloadQr, openDelete, openEditor, openStatistics } from './actions';
import { useTagsT } from './i18n';

/**
 * Edit and statistics as icon buttons with the tag's name in their accessible names (a screen reader hears
 * "Edit Booth 12"), the other actions in the row's menu ("More actions for Booth 12"): six icons side by side
 * made the table wider than the dashboard or, wrapped, each row six icons tall.
 */
export function RowActions({ tag, companyId }: { tag: DynatagSummary; companyId: string }) {
  const t = useTagsT();
  const name = tag.name;
  return (
    <div className="flex flex-nowrap items-center justify-end gap-0.5">
      <ActionButton
        icon="pencil"
        title={t('edit')}
        label={t('editNamed', { name })}
        onClick={() => openEditor(companyId, tag.id)}
      />
      <ActionButton
        icon="chart"
        title={t('statistics')}
        label={t('statisticsNamed', { name })}
        onClick={() => openStatistics(tag)}
      />
      <RowMenu title={t('moreActions')} label={t('moreActionsNamed', { name })}>
        <RowMenuItem icon="external" href={previewLink(tag.url)}>
          {t('openPage')}
        </RowMenuItem>
        <RowMenuItem icon="copy" onClick={() => copyLink(tag)}>
          {t('copyLink')}
        </RowMenuItem>
        <RowMenuItem icon="qr" onClick={() => downloadQr(tag)}>
          {t('downloadQr')}
        </RowMenuItem>
        <RowMenuItem icon="trash" onClick={() => openDelete(tag)} danger>
          {t('delete')}
        </RowMenuItem>
      </RowMenu>
    </div>
  );
}
