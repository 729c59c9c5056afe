import { useStore } from '@nanostores/react';
import { previewLink } from '@shared/page-links';
import type { CardLayout, FocalPoint, PortraitShape } from '@shared/schemas/card-look';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Company, Profile } from '../lib/people';
import { isEmail, isPhone } from '../lib/validate';
import { openDialog } from '../stores/dialogs';
import { $profiles, loadProfiles } from '../stores/people';
import { $entitlements, $user } from '../stores/user';
import { FormMessage, SubmitButton, TextAreaField, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';
import { CompanyChooser } from './CompanyChooser';
import { retireAccountDescription } from './description';
import { FocusPicker } from './FocusPicker';
import { LayoutGallery } from './LayoutGallery';
import {
  badOwnLinks,
  type OwnLinkDraft,
  OwnLinksEditor,
  ownLinkDrafts,
  ownLinksBody,
} from './OwnLinksEditor';

type Draft = {
  label: string;
  fullName: string;
  description: string;
  phone: string;
  email: string;
  companies: string[];
  layout: CardLayout | null;
  portraitShape: PortraitShape;
  portraitFocus?: FocalPoint;
  coverFocus?: FocalPoint;
  links: OwnLinkDraft[];
};

const draftOf = (p: Profile): Draft => ({
  label: p.label,
  fullName: p.ownFullName,
  // What the page shows: the profile's own text, or the account's older one it still falls back to.
  description: p.description,
  phone: p.phone,
  email: p.email,
  companies: p.companies.map((c) => c.shortId),
  layout: p.layout,
  portraitShape: p.portraitShape,
  // A focal point is sent once it is chosen; until then the page keeps the centre.
  portraitFocus: p.portraitFocus ?? undefined,
  coverFocus: p.coverFocus ?? undefined,
  links: ownLinkDrafts(p.links),
});

/**
 * Edit a profile (SPEC §3): name (empty = the account's), description, phone, email, companies shown. The
 * public link is the card's address while this profile is the one the card opens; a subscriber also sees
 * the profile's own address, explained.
 */
export function ProfileEditor({ profile, companies }: { profile: Profile; companies: Company[] }) {
  const t = useT();
  const user = useStore($user);
  const rights = useStore($entitlements);
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  if (!user) return null;
  const phoneBad = !isPhone(draft.phone);
  const emailBad = draft.email !== '' && !isEmail(draft.email);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (phoneBad || emailBad || badOwnLinks(draft.links).size) return setShowErrors(true);
    setBusy(true);
    const body = { ...draft, links: ownLinksBody(draft.links) };
    const answer = await client.PATCH('/api/v1/profiles/{shortId}', {
      params: { path: { shortId: profile.shortId } },
      body: rights?.isSubscriber ? body : { ...body, label: undefined },
      notifySuccess: true,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    setResult(null);
    const saved = answer.data;
    setDraft((d) => ({ ...d, links: ownLinkDrafts(saved.links) }));
    $profiles.set(($profiles.get() ?? []).map((p) => (p.shortId === saved.shortId ? saved : p)));
    if (!draft.description.trim() && saved.description) {
      await retireAccountDescription(user, $profiles.get() ?? [], saved.shortId);
      await loadProfiles();
    }
  };
  const cardPath = `/p/${user.shortId}`;
  const ownPath = `/p/${profile.shortId}`;
  // The card's address opens the active profile; any other profile opens only by its own address.
  const publicPath = profile.isActive || !rights?.canSwitchProfiles ? cardPath : ownPath;

  const fields = [
    'label',
    'fullName',
    'description',
    'phone',
    'email',
    'companies',
    'layout',
    'portraitShape',
    'portraitFocus',
    'coverFocus',
    'links',
  ];
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          {rights?.canSwitchProfiles
            ? t('editingProfile', { name: profile.label || profile.fullName })
            : t('yourProfileCard')}
          {profile.isActive && <span className="badge badge-primary badge-sm">{t('activeProfile')}</span>}
        </span>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={user.avatarPath}
          alt={t('avatarOf', { name: profile.fullName })}
          width={80}
          height={80}
          className="size-20 rounded-full border border-base-300 bg-base-200 object-cover"
          data-testid="profile-avatar"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold">{profile.fullName}</p>
          <p className="text-base-content/70 truncate text-sm">@{user.username}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => openDialog('settings', { tab: 'user' })}
            >
              <Icon name="user" className="size-3.5" />
              {t('changePictureAccount')}
            </button>
            <a className="btn btn-ghost btn-xs" href={previewLink(publicPath)} target="_blank" rel="noopener">
              <Icon name="external" className="size-3.5" />
              {t('viewPublicProfile')}
            </a>
          </div>
        </div>
      </div>
      {rights?.canSwitchProfiles && (
        <p className="text-base-content/75 text-xs" data-testid="profile-own-address">
          {t('profileOwnAddress')}{' '}
          <a className="link break-all font-mono" href={previewLink(ownPath)} target="_blank" rel="noopener">
            {`${location.origin}${ownPath}`}
          </a>
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-1">
        <FormMessage
          result={result && !result.errors.some((e) => e.field && fields.includes(e.field)) ? result : null}
        />
        {rights?.canSwitchProfiles && (
          <TextField
            label={t('profileLabel')}
            hint={t('profileLabelHint')}
            maxLength={60}
            value={draft.label}
            onChange={(e) => set({ label: e.target.value })}
            error={fieldError(result, 'label')}
          />
        )}
        <TextField
          label={t('fullName')}
          name="profileFullName"
          maxLength={100}
          placeholder={user.fullName}
          hint={t('profileNameHint')}
          value={draft.fullName}
          onChange={(e) => set({ fullName: e.target.value })}
          error={fieldError(result, 'fullName')}
        />
        <TextAreaField
          label={t('description')}
          value={draft.description}
          maxLength={1000}
          hint={t('profileDescriptionHint')}
          onChange={(description) => set({ description })}
          error={fieldError(result, 'description')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={draft.phone}
            onChange={(e) => set({ phone: e.target.value })}
            error={(showErrors && phoneBad ? t('invalidPhone') : undefined) ?? fieldError(result, 'phone')}
          />
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={draft.email}
            onChange={(e) => set({ email: e.target.value.trim() })}
            error={(showErrors && emailBad ? t('invalidEmail') : undefined) ?? fieldError(result, 'email')}
          />
        </div>
        <CompanyChooser
          companies={companies.filter((c) => c.role !== 'invited')}
          hidden={profile.companies.filter((c) => c.isHidden).map((c) => c.shortId)}
          value={draft.companies}
          onChange={(next) => set({ companies: next })}
          error={fieldError(result, 'companies')}
        />
        <section className="grid gap-3 pt-3" aria-labelledby="card-look-title">
          <h3 id="card-look-title" className="font-semibold">
            {t('cardLook')}
          </h3>
          <LayoutGallery
            layout={draft.layout}
            shape={draft.portraitShape}
            lock={profile.layoutLock}
            onLayout={(layout) => set({ layout })}
            onShape={(portraitShape) => set({ portraitShape })}
          />
          <div className="flex flex-wrap gap-6">
            {profile.avatar && (
              <FocusPicker
                label={t('portraitFocus')}
                src={profile.avatarPath}
                value={draft.portraitFocus ?? null}
                onChange={(portraitFocus) => set({ portraitFocus })}
                crop="portrait"
                testId="portrait-focus"
              />
            )}
            {profile.coverPath && (
              <FocusPicker
                label={t('coverFocus')}
                src={profile.coverPath}
                value={draft.coverFocus ?? null}
                onChange={(coverFocus) => set({ coverFocus })}
                crop="cover"
                testId="cover-focus"
              />
            )}
          </div>
          {['layout', 'portraitShape', 'portraitFocus', 'coverFocus'].map((field) => {
            const error = fieldError(result, field);
            return error ? (
              <p key={field} role="alert" className="text-error text-sm">
                {error}
              </p>
            ) : null;
          })}
        </section>
        <OwnLinksEditor
          value={draft.links}
          onChange={(links) => set({ links })}
          showErrors={showErrors}
          error={result?.errors.find((e) => e.field?.startsWith('links'))?.message}
        />
        <div className="flex justify-end pt-2">
          <SubmitButton busy={busy}>{t('saveProfile')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
