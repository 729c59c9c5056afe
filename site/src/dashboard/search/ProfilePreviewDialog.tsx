import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CompanyLogo } from '../companies/CompanyLogo';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { type PublicProfile, telHref } from '../lib/people';
import { $profiles, contactsChanged } from '../stores/people';
import { $user } from '../stores/user';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';

/** The profile preview (SPEC §2): what the public page shows, with a link to it and "save contact". */
export default function ProfilePreviewDialog({
  props,
  isTop,
  close,
}: DialogComponentProps<'profilePreview'>) {
  const t = useT();
  const user = useStore($user);
  const mine = useStore($profiles);
  const [profile, setProfile] = useState<PublicProfile | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void client
      .GET('/api/v1/profiles/{shortId}', {
        params: { path: { shortId: props.shortId } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setProfile(result.data);
        else setFailed(result.message);
      });
    return () => controller.abort();
  }, [props.shortId]);

  const isMine =
    props.shortId === user?.shortId || Boolean(profile && mine?.some((p) => p.shortId === profile.shortId));
  const save = async () => {
    if (!profile) return;
    setSaving(true);
    const result = await client.POST('/api/v1/contacts/', {
      body: { shortId: profile.shortId },
      notifySuccess: true,
    });
    setSaving(false);
    if (result.ok) {
      setSaved(true);
      contactsChanged();
    }
  };

  return (
    <DialogFrame title={profile?.fullName ?? t('profilePreview')} onClose={close} isTop={isTop} size="md">
      {!profile ? (
        <div className="grid min-h-40 place-items-center">
          {failed ? <p className="text-error">{failed}</p> : <Spinner label={t('loading')} />}
        </div>
      ) : (
        <div className="space-y-4" data-testid="profile-preview">
          <div className="flex items-start gap-4">
            {profile.avatarPath ? (
              <img
                src={profile.avatarPath}
                alt={t('avatarOf', { name: profile.fullName })}
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-full bg-base-200 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="bg-primary/10 text-primary grid size-20 shrink-0 place-items-center rounded-full text-2xl font-semibold"
              >
                {profile.fullName.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0 space-y-1">
              {profile.description && <p className="text-sm whitespace-pre-line">{profile.description}</p>}
              <p className="flex flex-wrap gap-x-3 text-sm">
                {profile.phone && (
                  <a className="link link-hover" href={telHref(profile.phone)}>
                    {profile.phone}
                  </a>
                )}
                {profile.email && (
                  <a className="link link-hover" href={`mailto:${profile.email}`}>
                    {profile.email}
                  </a>
                )}
              </p>
            </div>
          </div>
          {profile.companies.length > 0 && (
            <ul className="divide-y divide-base-300 rounded-box border border-base-300">
              {profile.companies.map((company) => {
                const role = [company.colleague.jobTitle, company.colleague.jobRole]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={company.shortId} className="flex items-start gap-3 px-3 py-2 text-sm">
                    <CompanyLogo company={company} size="size-10" />
                    <div className="min-w-0">
                      <p className="font-medium">{company.name}</p>
                      {role && <p className="text-base-content/75">{role}</p>}
                      <p className="flex flex-wrap gap-x-3 text-xs">
                        {company.colleague.workPhone && (
                          <a className="link link-hover" href={telHref(company.colleague.workPhone)}>
                            {company.colleague.workPhone}
                          </a>
                        )}
                        {company.colleague.workEmail && (
                          <a className="link link-hover" href={`mailto:${company.colleague.workEmail}`}>
                            {company.colleague.workEmail}
                          </a>
                        )}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="modal-action flex-wrap">
            <a
              className="btn btn-ghost"
              href={`/api/v1/profiles/${encodeURIComponent(profile.shortId)}/vcard`}
              download
            >
              <Icon name="download" className="size-4" />
              {t('downloadContact')}
            </a>
            <a
              className="btn"
              href={`/p/${encodeURIComponent(profile.shortId)}`}
              target="_blank"
              rel="noopener"
            >
              <Icon name="external" className="size-4" />
              {t('openPublicPage')}
            </a>
            {!isMine && (
              <button type="button" className="btn btn-primary" onClick={save} disabled={saving || saved}>
                {saving ? (
                  <span className="loading loading-spinner loading-sm" />
                ) : (
                  <Icon name={saved ? 'check' : 'contacts'} className="size-4" />
                )}
                {saved ? t('contactSavedShort') : t('saveContact')}
              </button>
            )}
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
