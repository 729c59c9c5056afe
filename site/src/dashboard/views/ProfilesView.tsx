import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { $user } from '../stores/user';
import { Icon } from '../ui/icons';
import { Card, EmptyState, NavLink, RouteTabs } from '../ui/parts';

const QrCodeTab = lazy(() => import('./QrCodeTab'));

/** Profiles: Your Profile and Your QR Code (SPEC §2). */
export function ProfilesView({ tab }: { tab?: string }) {
  const t = useT();
  const user = useStore($user);
  if (!user) return null;
  const current = tab === 'qr-code' ? 'qr-code' : 'profile';
  return (
    <>
      <RouteTabs
        label={t('titleProfiles')}
        current={current}
        tabs={[
          { id: 'profile', href: sectionPath('profiles'), label: t('tabYourProfile') },
          { id: 'qr-code', href: sectionPath('profiles', 'qr-code'), label: t('tabYourQrCode') },
        ]}
      />
      {current === 'qr-code' ? (
        <Suspense fallback={<span className="loading loading-spinner" />}>
          <QrCodeTab shortId={user.shortId} />
        </Suspense>
      ) : (
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Card>
            <div className="flex flex-wrap items-center gap-4">
              <img
                src={user.avatarPath}
                alt={t('avatarOf', { name: user.fullName })}
                width={96}
                height={96}
                className="size-24 rounded-full border border-base-300 bg-base-200 object-cover"
                data-testid="profile-avatar"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-xl font-semibold">{user.fullName}</p>
                <p className="text-base-content/70 truncate text-sm">@{user.username}</p>
              </div>
            </div>
            <p
              className={`whitespace-pre-line text-sm ${user.description ? '' : 'text-base-content/70 italic'}`}
            >
              {user.description || t('profileNoDescription')}
            </p>
            <div className="card-actions mt-1">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => openDialog('settings', { tab: 'user' })}
              >
                <Icon name="user" className="size-4" />
                {t('editProfile')}
              </button>
              <a className="btn btn-ghost btn-sm" href={`/p/${user.shortId}`} target="_blank" rel="noopener">
                <Icon name="external" className="size-4" />
                {t('viewPublicProfile')}
              </a>
            </div>
          </Card>
          <EmptyState
            icon="building"
            title={t('profileNoCompaniesTitle')}
            actions={
              <NavLink href={sectionPath('companies')} className="btn btn-ghost btn-sm">
                {t('goToCompanies')}
              </NavLink>
            }
          >
            {t('profileNoCompaniesText')}
          </EmptyState>
        </div>
      )}
    </>
  );
}
