import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { qrFile } from '../lib/qr-files';
import { $uiLang } from '../stores/prefs';
import { $entitlements, $user } from '../stores/user';
import { Card } from '../ui/parts';
import { QrPanel } from '../ui/QrPanel';
import { QrStyleEditor } from '../ui/QrStyleEditor';
import { WalletActions } from './WalletActions';

/**
 * Your QR code (SPEC §2): the card's link `/p/{user shortId}` (it opens the active profile; every visit
 * counts), drawn by the API as SVG and PNG; copy the link, download, preview the page (not counted).
 */
export function QrCodeTab({ active }: { active: Profile }) {
  const t = useT();
  const user = useStore($user);
  const rights = useStore($entitlements);
  const lang = useStore($uiLang);
  // Bumped when the style is saved, so the code shown and downloaded is drawn again in it.
  const [version, setVersion] = useState(0);
  if (!user) return null;
  const link = `${location.origin}/p/${user.shortId}`;
  const base = `/profiles/${encodeURIComponent(active.shortId)}`;
  return (
    <Card>
      <QrPanel
        link={link}
        svgSrc={qrFile(base, 'svg', lang, { size: 512, v: version })}
        svgHref={qrFile(base, 'svg', lang, { size: 1024, v: version })}
        pngHref={qrFile(base, 'png', lang, { size: 1024, v: version })}
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
      <QrStyleEditor
        kind="profile"
        id={active.shortId}
        fileName={`dynacard-${user.shortId}`}
        onSaved={() => setVersion((v) => v + 1)}
      />
    </Card>
  );
}
