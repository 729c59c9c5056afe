import type { DynatagFolderItem, DynatagSummary } from '@shared/types/dynatags';
import { copyText } from '../../lib/clipboard';
import { qrFile } from '../../lib/qr-files';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { tt } from './i18n';

// What a row of the table and a leaf of the tree offer: edit, statistics, copy the link, the QR code, open
// the page, delete. One place, so both views act alike.

/** The editor dialog (dynatags/editor): a new tag of the company, or the tag to edit. */
export function openEditor(companyId: string, dynatagId?: string) {
  openDialog('dynatagEditor', dynatagId ? { companyId, dynatagId } : { companyId });
}

export const openStatistics = (tag: DynatagSummary) =>
  openDialog('dynatagStatistics', { target: { type: 'dynatag', id: tag.id }, name: tag.name });

/** A folder's analytics: its tags and those of the folders inside it (owners, as the whole page). */
export const openFolderStatistics = (folder: DynatagFolderItem) =>
  openDialog('dynatagStatistics', { target: { type: 'folder', id: folder.id }, name: folder.name });

/** A whole company's analytics: every tag and card of it. */
export const openCompanyStatistics = (company: { shortId: string; name: string }) =>
  openDialog('dynatagStatistics', { target: { type: 'company', id: company.shortId }, name: company.name });

export const openDelete = (tag: DynatagSummary) =>
  openDialog('deleteDynatag', { id: tag.id, name: tag.name });

export const copyLink = (tag: DynatagSummary) => copyText(tag.url, tt('linkCopied'));

/**
 * The tag's QR code as an SVG file, as the editor's QR tab offers it: drawn by the API in the tag's style (its
 * own, else the company's), holding the public address marked as scanned (`?s=q`).
 */
export function downloadQr(tag: DynatagSummary) {
  const link = document.createElement('a');
  link.href = qrFile(`/dynatags/${encodeURIComponent(tag.id)}`, 'svg', $uiLang.get(), { size: 1024 });
  link.download = `dynatag-${tag.id}.svg`;
  document.body.append(link);
  link.click();
  link.remove();
}
