import { useStore } from '@nanostores/react';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { $entitlements, $user } from '../stores/user';
import { Card } from '../ui/parts';
import { QrPanel } from '../ui/QrPanel';
import { WalletActions } from './WalletActions';

/**
 * Your QR code (SPEC §2): the card's link `/p/{user shortId}` (it opens the active profile; every visit
 * counts), drawn by the API as SVG and PNG; copy the link, download, preview the page (not counted).
 */
export function QrCodeTab({ active }: { active: Profile }) {
  const t = useT();
  const user = useStore($user);
  const rights = useStore($entitlements);
  if (!user) return null;
  const link = `${location.origin}/p/${user.shortId}`;
  const base = `/api/v1/profiles/${encodeURIComponent(active.shortId)}`;
  return (
    <Card>
      <QrPanel
        link={link}
        svgSrc={`${base}/qr.svg?size=512`}
        svgHref={`${base}/qr.svg?size=1024`}
        pngHref={`${base}/qr.png?size=1024`}
        fileName={`dynacard-${user.shortId}`}
        pageHref={`/p/${user.shortId}`}
        footer={<p className="text-base-content/70 text-xs">{t('qrViews', { count: active.views })}</p>}
      >
        <p className="text-sm">{t('qrText')}</p>
        {rights?.canSwitchProfiles && (
          <p className="text-base-content/75 text-sm">
            {t('qrOpensActive', { name: active.label || active.fullName })}
          </p>
        )}
      </QrPanel>
      <WalletActions />
    </Card>
  );
}
