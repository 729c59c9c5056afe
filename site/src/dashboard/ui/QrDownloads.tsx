import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { qrFile } from '../lib/qr-files';
import { $uiLang } from '../stores/prefs';
import { Icon } from './icons';

const PNG_WIDTHS = [512, 1024, 2048, 4096];

/**
 * An item's code as drawn in its style, to download: a PNG of a chosen width (512–4096 px) and the print PDF.
 * `base` is the item's API path (`/profiles/{id}`, `/dynatags/{id}`, `/cards/{id}`); the QR code tabs of a
 * profile and a dynatag and a card's QR code in the fleet offer the same.
 */
export function QrDownloads({
  base,
  fileName,
  className = '',
}: {
  base: string;
  /** The downloads' name without extension. */
  fileName: string;
  className?: string;
}) {
  const t = useT();
  const lang = useStore($uiLang);
  const [width, setWidth] = useState(1024);
  return (
    <div className={`flex flex-wrap items-end gap-2 ${className}`}>
      <label className="form-control">
        <span className="label-text text-sm">{t('qrPngWidth')}</span>
        <select className="select select-sm" value={width} onChange={(e) => setWidth(Number(e.target.value))}>
          {PNG_WIDTHS.map((w) => (
            <option key={w} value={w}>
              {w} px
            </option>
          ))}
        </select>
      </label>
      <a
        className="btn btn-sm"
        href={qrFile(base, 'png', lang, { size: width })}
        download={`${fileName}.png`}
      >
        <Icon name="download" className="size-4" />
        {t('downloadPngSized', { width })}
      </a>
      <a className="btn btn-sm" href={qrFile(base, 'pdf', lang)} download={`${fileName}.pdf`}>
        <Icon name="download" className="size-4" />
        {t('downloadPdf')}
      </a>
    </div>
  );
}
