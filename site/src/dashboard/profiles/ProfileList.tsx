import { useStore } from '@nanostores/react';
import { SUBSCRIBER_PROFILE_LIMIT } from '@shared/entitlements';
import { client } from '../lib/client';
import { t as translate, useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { openDialog } from '../stores/dialogs';
import { $profiles } from '../stores/people';
import { $entitlements } from '../stores/user';
import { Upsell } from '../ui/fields';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';

const nameOf = (p: Profile, index: number) => p.label || translate('profileNumber', { number: index + 1 });

async function activate(profile: Profile) {
  const result = await client.POST('/api/v1/profiles/{shortId}/activate', {
    params: { path: { shortId: profile.shortId } },
    notifySuccess: true,
  });
  if (result.ok && result.data) $profiles.set(result.data);
}

function remove(profile: Profile, name: string, onRemoved: () => void) {
  openDialog('confirm', {
    title: translate('deleteProfileTitle'),
    message: translate('deleteProfileText', { name }),
    confirmLabel: translate('deleteProfile'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/profiles/{shortId}', {
        params: { path: { shortId: profile.shortId } },
        notifySuccess: true,
      });
      if (result.ok && result.data) {
        $profiles.set(result.data);
        onRemoved();
      }
    },
  });
}

/** The views of a profile in the statistics dialog that dynatags use too (same answer shape). */
function StatisticsButton({ shortId, name }: { shortId: string; name: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs"
      aria-label={t('profileStatisticsOf', { name })}
      onClick={() => openDialog('dynatagStatistics', { target: { type: 'profile', id: shortId }, name })}
    >
      <Icon name="chart" className="size-3.5" />
      {t('profileStatistics')}
    </button>
  );
}

/**
 * My profiles (SPEC §2): subscribers create, rename, delete and switch the active one (the one the card
 * opens); a free user has one, and is told what a subscription adds.
 */
export function ProfileList({
  profiles,
  selected,
  onSelect,
}: {
  profiles: Profile[];
  selected: string;
  onSelect: (shortId: string) => void;
}) {
  const t = useT();
  const rights = useStore($entitlements);
  if (!rights?.canSwitchProfiles) {
    return (
      <Card title={t('profilesTitle')}>
        <p className="text-sm">{t('profilesFreeText')}</p>
        {profiles[0] && (
          <div className="-ms-2">
            <StatisticsButton shortId={profiles[0].shortId} name={nameOf(profiles[0], 0)} />
          </div>
        )}
        <Upsell>{t('profilesUpsell')}</Upsell>
      </Card>
    );
  }
  const atLimit = profiles.length >= SUBSCRIBER_PROFILE_LIMIT;
  return (
    <Card title={t('profilesTitle')}>
      <p className="text-base-content/75 text-sm">{t('profilesSubscriberText')}</p>
      <ul
        className="divide-y divide-base-300 rounded-box border border-base-300"
        aria-label={t('profilesTitle')}
      >
        {profiles.map((profile, index) => {
          const name = nameOf(profile, index);
          return (
            <li
              key={profile.shortId}
              className={`space-y-1 px-3 py-2 ${profile.shortId === selected ? 'bg-primary/5' : ''}`}
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium">
                  <span className="truncate">{name}</span>
                  {profile.isActive && (
                    <span className="badge badge-primary badge-sm">{t('activeProfile')}</span>
                  )}
                </p>
                <p className="text-base-content/70 truncate text-xs">
                  {profile.fullName} · {t('viewsCount', { count: profile.views })}
                </p>
              </div>
              <div className="-ms-2 flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-pressed={profile.shortId === selected}
                  aria-label={t('editNamed', { name })}
                  onClick={() => onSelect(profile.shortId)}
                >
                  <Icon name="pencil" className="size-3.5" />
                  {t('edit')}
                </button>
                {!profile.isActive && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={t('makeActiveNamed', { name })}
                    onClick={() => activate(profile)}
                  >
                    <Icon name="check" className="size-3.5" />
                    {t('makeActive')}
                  </button>
                )}
                <StatisticsButton shortId={profile.shortId} name={name} />
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={t('renameNamed', { name })}
                  onClick={() =>
                    openDialog('profileLabel', { shortId: profile.shortId, label: profile.label })
                  }
                >
                  {t('rename')}
                </button>
                {profiles.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t('deleteNamed', { name })}
                    onClick={() => remove(profile, name, () => profile.shortId === selected && onSelect(''))}
                  >
                    <Icon name="trash" className="size-3.5" />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={atLimit}
          onClick={() => openDialog('profileLabel', {})}
        >
          <Icon name="plus" className="size-4" />
          {t('createProfile')}
        </button>
        <span className="text-base-content/70 text-xs">
          {t('profilesCount', { count: profiles.length, limit: SUBSCRIBER_PROFILE_LIMIT })}
        </span>
      </div>
    </Card>
  );
}
