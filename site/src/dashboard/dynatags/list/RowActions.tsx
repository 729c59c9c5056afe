import type { DynatagSummary } from '@shared/types/dynatags';
import { Icon, type IconName } from '../../ui/icons';
import { copyLink, downloadQr, openDelete, openEditor, openStatistics } from './actions';
import { useTagsT } from './i18n';

/** Icon buttons with the tag's name in their accessible names (a screen reader hears "Edit Booth 12"). */
export function RowActions({ tag, companyId }: { tag: DynatagSummary; companyId: string }) {
  const t = useTagsT();
  const name = tag.name;
  const button = 'btn btn-ghost btn-sm btn-square';
  const item = (icon: IconName, title: string, label: string, onClick: () => unknown, extra = '') => (
    <button type="button" className={`${button} ${extra}`} title={title} aria-label={label} onClick={onClick}>
      <Icon name={icon} className="size-4" />
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-end gap-0.5">
      {item('pencil', t('edit'), t('editNamed', { name }), () => openEditor(companyId, tag.id))}
      {item('chart', t('statistics'), t('statisticsNamed', { name }), () => openStatistics(tag))}
      {item('copy', t('copyLink'), t('copyLinkNamed', { name }), () => copyLink(tag))}
      {item('qr', t('downloadQr'), t('downloadQrNamed', { name }), () => downloadQr(tag))}
      <a
        className={button}
        href={tag.url}
        target="_blank"
        rel="noopener"
        title={t('openPage')}
        aria-label={t('openPageNamed', { name })}
      >
        <Icon name="external" className="size-4" />
      </a>
      {item('trash', t('delete'), t('deleteNamed', { name }), () => openDelete(tag), 'text-error')}
    </div>
  );
}
