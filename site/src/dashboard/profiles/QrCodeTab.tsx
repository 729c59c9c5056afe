import { useStore } from '@nanostores/react';
import { copyText } from '../lib/clipboard';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { $entitlements, $user } from '../stores/user';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';

/**
 * Your QR code (SPEC §2): the card's link `/p/{user shortId}?count=true` (it opens the active profile and
 * counts the view), drawn by the API as SVG and PNG; copy the link, download, preview the page.
 */
export function QrCodeTab({ active }: { active: Profile }) {
  const t = useT();
  const user = useStore($user);
  const rights = useStore($entitlements);
  if (!user) return null;
  const link = `${location.origin}/p/${user.shortId}?count=true`;
  const base = `/api/v1/profiles/${encodeURIComponent(active.shortId)}`;
  return (
    <Card>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <img
          src={`${base}/qr.svg?size=512`}
          alt={t('qrAlt', { url: link })}
          width={224}
          height={224}
          className="size-56 shrink-0 rounded-box border border-base-300 bg-white p-2"
          data-testid="qr-image"
        />
        <div className="min-w-0 space-y-3">
          <p className="text-sm">{t('qrText')}</p>
          {rights?.canSwitchProfiles && (
            <p className="text-base-content/75 text-sm">
              {t('qrOpensActive', { name: active.label || active.fullName })}
            </p>
          )}
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
            <a
              className="btn btn-sm"
              href={`${base}/qr.svg?size=1024`}
              download={`dynacard-${user.shortId}.svg`}
            >
              <Icon name="download" className="size-4" />
              {t('downloadSvg')}
            </a>
            <a
              className="btn btn-sm"
              href={`${base}/qr.png?size=1024`}
              download={`dynacard-${user.shortId}.png`}
            >
              <Icon name="download" className="size-4" />
              {t('downloadPng')}
            </a>
            <a className="btn btn-sm btn-ghost" href={`/p/${user.shortId}`} target="_blank" rel="noopener">
              <Icon name="external" className="size-4" />
              {t('previewPublicPage')}
            </a>
          </div>
          <p className="text-base-content/70 text-xs">{t('qrViews', { count: active.views })}</p>
        </div>
      </div>
    </Card>
  );
}
