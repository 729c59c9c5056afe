import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { copyText } from '../lib/clipboard';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';

/** Your QR code: the address of the public profile, to show, copy or download (SVG and PNG). */
export default function QrCodeTab({ shortId }: { shortId: string }) {
  const t = useT();
  const url = `${location.origin}/p/${shortId}`;
  const [svg, setSvg] = useState('');
  const [png, setPng] = useState('');
  useEffect(() => {
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(setSvg);
    void QRCode.toDataURL(url, { margin: 2, width: 1024, errorCorrectionLevel: 'M' }).then(setPng);
  }, [url]);
  const svgHref = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
  return (
    <Card>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div
          role="img"
          aria-label={t('qrAlt', { url })}
          className="size-56 shrink-0 rounded-box border border-base-300 bg-white p-2 [&>svg]:size-full"
          // The SVG is made here by the qrcode package from our own URL.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated locally, no user markup
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <div className="min-w-0 space-y-3">
          <p className="text-sm">{t('qrText')}</p>
          <p className="rounded-field bg-base-200 break-all px-3 py-2 font-mono text-sm">{url}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm" onClick={() => copyText(url, t('copiedLink'))}>
              <Icon name="copy" className="size-4" />
              {t('copyLink')}
            </button>
            <a
              className="btn btn-sm"
              href={png || undefined}
              download={`dynacard-${shortId}.png`}
              aria-disabled={!png}
            >
              <Icon name="download" className="size-4" />
              {t('downloadPng')}
            </a>
            <a
              className="btn btn-sm"
              href={svgHref}
              download={`dynacard-${shortId}.svg`}
              aria-disabled={!svg}
            >
              <Icon name="download" className="size-4" />
              {t('downloadSvg')}
            </a>
          </div>
        </div>
      </div>
    </Card>
  );
}
