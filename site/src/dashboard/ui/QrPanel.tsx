import { previewLink } from '@shared/page-links';
import type { ReactNode } from 'react';
import { copyText } from '../lib/clipboard';
import { useT } from '../lib/i18n';
import { Icon } from './icons';
import { NfcWriter } from './NfcWriter';

/**
 * A QR code with its link (SPEC §2): the code, the address in full, copy link, SVG and PNG downloads, and a
 * link to the page it opens; on Chrome for Android, writing the address to an NFC tag. The profile's QR tab
 * and the dynatag editor show the same panel.
 */
export function QrPanel({
  link,
  svgSrc,
  svgHref,
  pngHref,
  fileName,
  pageHref,
  children,
  footer,
}: {
  link: string;
  /** The picture shown (an API address or a data URL). */
  svgSrc: string;
  svgHref: string;
  pngHref: string;
  /** The downloads' name without extension. */
  fileName: string;
  /** The page the code opens; the owner's own look at it is not counted (`?count=false`). */
  pageHref: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
      <img
        src={svgSrc}
        alt={t('qrAlt', { url: link })}
        width={224}
        height={224}
        className="size-56 shrink-0 rounded-box border border-base-300 bg-white p-2"
        data-testid="qr-image"
      />
      <div className="min-w-0 space-y-3">
        {children}
        <p
          className="rounded-field bg-base-200 break-all px-3 py-2 font-mono text-sm"
          data-testid="card-link"
        >
          {link}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => copyText(link, t('copiedLink'))}
          >
            <Icon name="copy" className="size-4" />
            {t('copyLink')}
          </button>
          <a className="btn btn-sm" href={svgHref} download={`${fileName}.svg`}>
            <Icon name="download" className="size-4" />
            {t('downloadSvg')}
          </a>
          <a className="btn btn-sm" href={pngHref} download={`${fileName}.png`}>
            <Icon name="download" className="size-4" />
            {t('downloadPng')}
          </a>
          <a className="btn btn-sm btn-ghost" href={previewLink(pageHref)} target="_blank" rel="noopener">
            <Icon name="external" className="size-4" />
            {t('previewPublicPage')}
          </a>
        </div>
        <NfcWriter link={link} />
        {footer}
      </div>
    </div>
  );
}
