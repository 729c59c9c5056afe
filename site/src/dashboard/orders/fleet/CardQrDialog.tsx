import { useStore } from '@nanostores/react';
import { qrFile } from '../../lib/qr-files';
import { $uiLang } from '../../stores/prefs';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { QrDownloads } from '../../ui/QrDownloads';
import { QrPanel } from '../../ui/QrPanel';
import { useOrdersT } from '../history/i18n';

/**
 * A card's QR code from the fleet (issue 21): its own link /c/{id}, drawn by the API as its print file draws it
 * (the company's style with its logo), with copy link, SVG, PNG of a chosen width and print PDF downloads, as
 * the profile's and a dynatag's QR tabs offer them.
 */
export default function CardQrDialog({ props, isTop, close }: DialogComponentProps<'cardQr'>) {
  const t = useOrdersT();
  const lang = useStore($uiLang);
  const base = `/cards/${encodeURIComponent(props.id)}`;
  const fileName = `dynacard-card-${props.id}-qr`;
  return (
    <DialogFrame title={t('fleetQr', { id: props.id })} onClose={close} isTop={isTop} size="lg">
      <div data-testid="card-qr">
        <QrPanel
          link={props.url}
          svgSrc={qrFile(base, 'svg', lang, { size: 512 })}
          svgHref={qrFile(base, 'svg', lang, { size: 1024 })}
          pngHref={qrFile(base, 'png', lang, { size: 1024 })}
          fileName={fileName}
          pageHref={props.url}
          footer={<QrDownloads base={base} fileName={fileName} />}
        >
          <p className="text-sm">{t('fleetQrText')}</p>
          {props.disabled && (
            <p className="rounded-field bg-warning/20 px-3 py-2 text-sm">{t('fleetQrDisabled')}</p>
          )}
        </QrPanel>
      </div>
    </DialogFrame>
  );
}
