import { qrLink } from '@shared/page-links';
import type { DynatagSummary } from '@shared/types/dynatags';
import { useEffect, useState } from 'react';
import { Spinner } from '../../ui/parts';
import { QrPanel } from '../../ui/QrPanel';
import { useEditorT } from './modules/i18n';

// Drawn in the browser with the options the API uses for the card's code (api/src/modules/profiles/downloads.ts).
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

type Codes = { svg: string; png: string };

/** The tag's QR code: its public address {origin}/d/{id}, with SVG and PNG downloads and copy link. */
export function TagQr({ tag }: { tag: Pick<DynatagSummary, 'id' | 'url' | 'name'> }) {
  const { t } = useEditorT();
  const link = tag.url || `${location.origin}/d/${tag.id}`;
  const [codes, setCodes] = useState<Codes | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode').then(async ({ default: QRCode }) => {
      // The code holds the address marked as scanned (`?s=q`); the link shown and copied stays plain.
      const svg = await QRCode.toString(qrLink(link), { ...QR_OPTIONS, type: 'svg', width: 1024 });
      const png = await QRCode.toDataURL(qrLink(link), { ...QR_OPTIONS, type: 'image/png', width: 1024 });
      if (live) setCodes({ svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png });
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!codes) return <Spinner label={t('qrLoading')} />;
  return (
    <div data-testid="tag-qr">
      <QrPanel
        link={link}
        svgSrc={codes.svg}
        svgHref={codes.svg}
        pngHref={codes.png}
        fileName={`dynatag-${tag.id}`}
        pageHref={link}
      >
        <p className="text-sm">{t('qrText')}</p>
      </QrPanel>
    </div>
  );
}
