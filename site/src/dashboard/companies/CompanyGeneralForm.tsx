import { useStore } from '@nanostores/react';
import { type SetStateAction, useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError, invalidResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Company } from '../lib/people';
import { withScheme } from '../lib/validate';
import { notifyError } from '../stores/notifications';
import { putCompany, refreshPeople } from '../stores/people';
import { $entitlements } from '../stores/user';
import { CheckboxField, ColorField, FormMessage, SubmitButton, TextAreaField, TextField } from '../ui/fields';
import { UploadProgress } from '../ui/image-input';
import { CoverField } from './CoverField';
import { CustomLinksEditor } from './CustomLinksEditor';
import { type Draft, draftOf, problemsOf } from './company-draft';
import { LogoField } from './LogoField';
import { SocialLinksEditor } from './SocialLinksEditor';

/** What the form holds until Save: the fields and a chosen logo and cover. */
export type CompanyEdits = { draft: Draft; logo: File | null; cover: File | null };
export const editsOf = (company?: Company | null): CompanyEdits => ({
  draft: draftOf(company),
  logo: null,
  cover: null,
});

/**
 * The General tab of the company dialog, and the whole create dialog: fields, logo, links. The edit dialog keeps
 * the edits (`kept`), so what was typed or chosen survives a visit to the Files tab, which unmounts this form.
 */
export function CompanyGeneralForm({
  company,
  onDone,
  kept,
}: {
  company?: Company | null;
  onDone: () => void;
  kept?: [CompanyEdits, (action: SetStateAction<CompanyEdits>) => void];
}) {
  const t = useT();
  const rights = useStore($entitlements);
  const own = useState<CompanyEdits>(() => editsOf(company));
  const [{ draft, logo, cover }, setEdits] = kept ?? own;
  const setLogo = (file: File | null) => setEdits((e) => ({ ...e, logo: file }));
  const setCover = (file: File | null) => setEdits((e) => ({ ...e, cover: file }));
  const [removing, setRemoving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ApiResult | null>(null);
  const set = (patch: Partial<Draft>) => setEdits((e) => ({ ...e, draft: { ...e.draft, ...patch } }));
  const canLinks = Boolean(rights?.canUseCustomLinks);
  const problems = problemsOf(draft, canLinks);
  const err = (field: keyof Draft, message: string) =>
    (showErrors && problems[field] ? message : undefined) ?? fieldError(result, field);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length) {
      setShowErrors(true);
      setResult(invalidResult(t('fixErrors')));
      return;
    }
    const form = new FormData();
    const { customLinks, ...fields } = draft;
    // Unchanged custom links are not sent: an owner whose subscription ended can still save the rest.
    const linksChanged = JSON.stringify(customLinks) !== JSON.stringify(company?.customLinks ?? []);
    form.append(
      'json',
      JSON.stringify({ ...fields, name: fields.name.trim(), ...(linksChanged ? { customLinks } : {}) }),
    );
    if (logo) form.append('files[logo]', logo);
    if (cover) form.append('files[cover]', cover);
    setBusy(true);
    setResult(null);
    const options = {
      body: form,
      notifySuccess: true,
      notifyErrors: false,
      ...(logo || cover ? { onUploadProgress: (f: number) => setProgress(Math.round(f * 100)) } : {}),
    };
    const answer = company
      ? await client.PATCH('/api/v1/companies/{shortId}', {
          params: { path: { shortId: company.shortId } },
          ...options,
        })
      : await client.POST('/api/v1/companies/', options);
    setBusy(false);
    setProgress(null);
    if (!answer.ok || !answer.data) {
      setResult(answer);
      if (!answer.errors.some((e) => e.field)) notifyError(answer.message);
      return;
    }
    putCompany(answer.data);
    void refreshPeople();
    onDone();
  };

  const general = result && !result.errors.some((e) => e.field && e.field in draft) ? result : null;

  // The stored cover goes at once (nothing else in the form changes with it).
  const removeCover = async () => {
    if (!company) return;
    setRemoving(true);
    const answer = await client.DELETE('/api/v1/companies/{shortId}/cover', {
      params: { path: { shortId: company.shortId } },
      notifySuccess: true,
    });
    setRemoving(false);
    if (answer.ok && answer.data) putCompany(answer.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormMessage result={general} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('companyName')}
          name="name"
          required
          maxLength={100}
          autoComplete="organization"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={err('name', t('companyNameNeeded'))}
        />
        <TextField
          label={t('website')}
          name="websiteUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={500}
          value={draft.websiteUrl}
          onChange={(e) => set({ websiteUrl: e.target.value })}
          onBlur={(e) => set({ websiteUrl: withScheme(e.target.value) })}
          error={err('websiteUrl', t('invalidUrl'))}
        />
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
          error={err('phone', t('invalidPhone'))}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={draft.email}
          onChange={(e) => set({ email: e.target.value.trim() })}
          error={err('email', t('invalidEmail'))}
        />
        <TextField
          label={t('street')}
          autoComplete="street-address"
          maxLength={100}
          value={draft.street}
          onChange={(e) => set({ street: e.target.value })}
        />
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3">
          <TextField
            label={t('zipcode')}
            autoComplete="postal-code"
            maxLength={20}
            value={draft.zipcode}
            onChange={(e) => set({ zipcode: e.target.value })}
          />
          <TextField
            label={t('city')}
            autoComplete="address-level2"
            maxLength={100}
            value={draft.city}
            onChange={(e) => set({ city: e.target.value })}
          />
        </div>
        <ColorField
          label={t('companyColor')}
          value={draft.color}
          onChange={(color) => set({ color })}
          error={err('color', t('invalidColor'))}
        />
        <div className="flex items-end pb-2">
          <CheckboxField
            label={t('useColorInProfiles')}
            checked={draft.useColorInProfiles}
            onChange={(e) => set({ useColorInProfiles: e.target.checked })}
          />
        </div>
      </div>
      <TextAreaField
        label={t('description')}
        value={draft.description}
        maxLength={1000}
        onChange={(description) => set({ description })}
        error={fieldError(result, 'description')}
      />

      <LogoField
        file={logo}
        onFile={setLogo}
        current={company?.logo ? company.logoPath : null}
        name={draft.name || company?.name || ''}
      />
      <CoverField
        file={cover}
        onFile={setCover}
        current={company?.coverPath ?? null}
        color={draft.color}
        name={draft.name || company?.name || ''}
        onRemove={removeCover}
        busy={removing}
      />

      <SocialLinksEditor
        value={draft.socialLinks}
        onChange={(socialLinks) => set({ socialLinks })}
        showErrors={showErrors}
      />
      <CustomLinksEditor
        value={draft.customLinks}
        onChange={(customLinks) => set({ customLinks })}
        enabled={canLinks}
        showErrors={showErrors}
      />

      {progress !== null && <UploadProgress percent={progress} />}
      <div className="modal-action sticky bottom-0 -mx-5 -mb-4 border-t border-base-300 bg-base-100 px-5 py-3">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy}>{company ? t('save') : t('create')}</SubmitButton>
      </div>
    </form>
  );
}
