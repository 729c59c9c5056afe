import { COLLEAGUE_FIELDS } from '@shared/schemas/company-design';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError, invalidResult } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Colleague, ColleagueFields } from '../lib/people';
import { badSocialLinks, checkLinks, isEmail, isPhone } from '../lib/validate';
import { refreshPeople } from '../stores/people';
import { CheckboxField, FormMessage, SubmitButton, TextAreaField, TextField } from '../ui/fields';
import { CustomLinksEditor } from './CustomLinksEditor';
import { SocialLinksEditor } from './SocialLinksEditor';

const FLAGS = ['hidePersonal', 'hideAvatar', 'hideCompany', 'hideFromSearch'] as const;

/** The fields the company's published design keeps from colleagues (owners set them); none without a design. */
export const lockedFields = (mayChange: string[] | null): string[] =>
  mayChange ? COLLEAGUE_FIELDS.filter((f) => !mayChange.includes(f)) : [];

/** The form's fields as stored: where a draft starts. */
export const draftOf = (p: Colleague): ColleagueFields => ({
  jobTitle: p.jobTitle,
  jobRole: p.jobRole,
  workPhone: p.workPhone,
  workEmail: p.workEmail,
  about: p.about,
  socialLinks: p.socialLinks,
  customLinks: p.customLinks,
  hidePersonal: p.hidePersonal,
  hideAvatar: p.hideAvatar,
  hideCompany: p.hideCompany,
  hideFromSearch: p.hideFromSearch,
});

/**
 * The General tab of a colleague profile: work details, links and the visibility flags (SPEC §3). The draft is
 * the dialog's, so what was typed survives a visit to the Files tab (which unmounts this form).
 */
export function ColleagueForm({
  companyShortId,
  person,
  draft,
  onChange,
  canUseCustomLinks,
  locked = [],
  onDone,
}: {
  companyShortId: string;
  person: Colleague;
  draft: ColleagueFields;
  onChange: (patch: Partial<ColleagueFields>) => void;
  canUseCustomLinks: boolean;
  /** Fields the company's design keeps (shown, not editable). */
  locked?: string[];
  onDone: () => void;
}) {
  const t = useT();
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const set = onChange;
  // A field the company keeps: read-only, and says who sets it.
  const lock = (field: string) =>
    locked.includes(field) ? { readOnly: true, hint: t('designSetByCompany') } : {};

  const phoneBad = !isPhone(draft.workPhone);
  const emailBad = draft.workEmail !== '' && !isEmail(draft.workEmail);
  const linksBad =
    badSocialLinks(draft.socialLinks).length > 0 ||
    ((canUseCustomLinks || draft.customLinks.length > 0) && !checkLinks(draft.customLinks).ok);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (phoneBad || emailBad || linksBad) {
      setShowErrors(true);
      setResult(invalidResult(t('fixErrors')));
      return;
    }
    setBusy(true);
    // Unchanged custom links are not sent: they need the person's subscription, which may have ended.
    const { customLinks, ...fields } = draft;
    const linksChanged = JSON.stringify(customLinks) !== JSON.stringify(person.customLinks);
    const answer = await client.PATCH('/api/v1/companies/{shortId}/colleagues/{membershipId}', {
      params: { path: { shortId: companyShortId, membershipId: person.id } },
      body: linksChanged ? draft : fields,
      notifySuccess: true,
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok) return setResult(answer);
    await refreshPeople();
    onDone();
  };

  const flagText = {
    hidePersonal: [t('hidePersonal'), t('hidePersonalHint')],
    hideAvatar: [t('hideAvatar'), t('hideAvatarHint')],
    hideCompany: [t('hideCompany'), t('hideCompanyHint')],
    hideFromSearch: [t('hideFromSearch'), t('hideFromSearchHint')],
  } as const;

  const fieldNames = ['jobTitle', 'jobRole', 'workPhone', 'workEmail', 'about'];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormMessage
        result={result && !result.errors.some((e) => e.field && fieldNames.includes(e.field)) ? result : null}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('jobTitle')}
          name="jobTitle"
          autoComplete="organization-title"
          maxLength={100}
          value={draft.jobTitle}
          {...lock('jobTitle')}
          onChange={(e) => set({ jobTitle: e.target.value })}
          error={fieldError(result, 'jobTitle')}
        />
        <TextField
          label={t('jobRole')}
          name="jobRole"
          maxLength={100}
          value={draft.jobRole}
          {...lock('jobRole')}
          onChange={(e) => set({ jobRole: e.target.value })}
          error={fieldError(result, 'jobRole')}
        />
        <TextField
          label={t('workPhone')}
          type="tel"
          autoComplete="work tel"
          maxLength={40}
          value={draft.workPhone}
          {...lock('workPhone')}
          onChange={(e) => set({ workPhone: e.target.value })}
          error={(showErrors && phoneBad ? t('invalidPhone') : undefined) ?? fieldError(result, 'workPhone')}
        />
        <TextField
          label={t('workEmail')}
          type="email"
          autoComplete="work email"
          maxLength={254}
          value={draft.workEmail}
          {...lock('workEmail')}
          onChange={(e) => set({ workEmail: e.target.value.trim() })}
          error={(showErrors && emailBad ? t('invalidEmail') : undefined) ?? fieldError(result, 'workEmail')}
        />
      </div>
      <TextAreaField
        label={t('about')}
        value={draft.about}
        {...lock('about')}
        maxLength={1000}
        onChange={(about) => set({ about })}
        error={fieldError(result, 'about')}
      />
      <fieldset className="rounded-box border border-base-300 px-3 pb-2">
        <legend className="px-1 text-sm font-semibold">{t('visibility')}</legend>
        {FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            name={flag}
            label={
              <>
                <span className="font-medium">{flagText[flag][0]}</span>
                <span className="text-base-content/70 block text-xs">{flagText[flag][1]}</span>
              </>
            }
            checked={draft[flag]}
            onChange={(e) => set({ [flag]: e.target.checked })}
          />
        ))}
      </fieldset>
      <fieldset disabled={locked.includes('socialLinks')} className="contents">
        {locked.includes('socialLinks') && <p className="text-sm">{t('designSetByCompany')}</p>}
        <SocialLinksEditor
          value={draft.socialLinks}
          onChange={(socialLinks) => set({ socialLinks })}
          showErrors={showErrors}
        />
      </fieldset>
      <fieldset disabled={locked.includes('customLinks')} className="contents">
        {locked.includes('customLinks') && <p className="text-sm">{t('designSetByCompany')}</p>}
        <CustomLinksEditor
          value={draft.customLinks}
          onChange={(customLinks) => set({ customLinks })}
          enabled={canUseCustomLinks}
          showErrors={showErrors}
          note={person.isYou ? undefined : t('customLinksOfPerson', { name: person.user.fullName })}
        />
      </fieldset>
      <div className="modal-action sticky bottom-0 -mx-5 -mb-4 border-t border-base-300 bg-base-100 px-5 py-3">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
