import { qrLink } from '@shared/page-links';
import type { DynatagSummary } from '@shared/types/dynatags';
import { copyText } from '../../lib/clipboard';
import { openDialog } from '../../stores/dialogs';
import { tt } from './i18n';

// What a row of the table and a leaf of the tree offer: edit, statistics, copy the link, the QR code, open
// the page, delete. One place, so both views act alike.

/** The editor dialog (dynatags/editor): a new tag of the company, or the tag to edit. */
export function openEditor(companyId: string, dynatagId?: string) {
  openDialog('dynatagEditor', dynatagId ? { companyId, dynatagId } : { companyId });
}

export const openStatistics = (tag: DynatagSummary) =>
  openDialog('dynatagStatistics', { target: { type: 'dynatag', id: tag.id }, name: tag.name });

export const openDelete = (tag: DynatagSummary) =>
  openDialog('deleteDynatag', { id: tag.id, name: tag.name });

export const copyLink = (tag: DynatagSummary) => copyText(tag.url, tt('linkCopied'));

/**
 * The tag's QR code as an SVG file, drawn here: the code holds the public address marked as scanned (`?s=q`)
 * (the qrcode library is loaded on the click, not with the page).
 */
export async function downloadQr(tag: DynatagSummary) {
  const { default: QRCode } = await import('qrcode');
  // The editor's QR panel (dynatags/editor/TagQr.tsx) draws the same code: level M, margin 4, 1024 px.
  const svg = await QRCode.toString(qrLink(tag.url), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 1024,
  });
  const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `dynatag-${tag.id}.svg`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
