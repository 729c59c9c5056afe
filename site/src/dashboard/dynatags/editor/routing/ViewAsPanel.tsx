import { LANGUAGES } from '@shared/constants';
import { DEVICES, OWN_CONTENT, SYSTEMS, VISIT_SOURCES, type ViewAsInput } from '@shared/schemas/tag-rules';
import { useState } from 'react';
import { SelectField, TextField } from '../../../ui/fields';
import type { Draft } from '../draft';
import { parseCoordinates } from '../GeolockFields';
import { DEVICE_TEXT, LANG_TEXT, SOURCE_TEXT } from './ConditionFields';
import { useRulesT } from './i18n';
import { type ViewAsAnswer, viewAs } from './routing-api';

type Choices = {
  device: string;
  system: string;
  lang: string;
  at: string;
  country: string;
  city: string;
  position: string;
  source: string;
  query: string;
};
const NONE: Choices = {
  device: '',
  system: '',
  lang: '',
  at: '',
  country: '',
  city: '',
  position: '',
  source: '',
  query: '',
};

/** The request of "View as": the visitor chosen, and the draft's routing (tried before it is saved). */
export function viewAsBody(choices: Choices, draft: Draft): ViewAsInput {
  const body: Record<string, unknown> = {
    variants: draft.variants,
    rules: draft.rules,
    rulesTimeZone: draft.rulesTimeZone,
  };
  const { device, system, lang, source } = choices;
  Object.assign(
    body,
    Object.fromEntries(Object.entries({ device, system, lang, source }).filter(([, v]) => v)),
  );
  if (choices.at) body.at = new Date(choices.at).getTime();
  if (choices.country.trim()) body.country = choices.country.trim().toUpperCase();
  if (choices.city.trim()) body.city = choices.city.trim();
  const position = parseCoordinates(choices.position);
  if (position) body.position = position;
  if (choices.query.trim()) body.query = choices.query.trim().replace(/^\?/, '');
  return body as ViewAsInput;
}

/**
 * "View as" (issue 34): a visitor's device, system, language, moment, place, source and query; the server
 * answers with the draft's rules which rule held and what it gives, and the preview shows that version.
 */
export function ViewAsPanel({
  id,
  draft,
  onShow,
}: {
  id: string | undefined;
  draft: Draft;
  /** The version the preview is to show ('' the own content), or null for the one being edited. */
  onShow: (key: string | null) => void;
}) {
  const { t } = useRulesT();
  const [choices, setChoices] = useState<Choices>(NONE);
  const [answer, setAnswer] = useState<ViewAsAnswer | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch }));
  const any = { value: '', label: t('viewAny') };
  const nameOf = (key: string) =>
    key === OWN_CONTENT ? t('ownContent') : (draft.variants.find((v) => v.key === key)?.name ?? key);

  const ask = async () => {
    if (!id) return;
    setBusy(true);
    const result = await viewAs(id, viewAsBody(choices, draft));
    setBusy(false);
    if (result.aborted) return;
    if (result.ok && result.data) {
      setAnswer(result.data);
      setError('');
      onShow(result.data.variant);
    } else {
      setAnswer(null);
      setError(result.message || t('viewFailed'));
      onShow(null);
    }
  };

  return (
    <section aria-labelledby="tag-view-as" className="rounded-box border border-base-300 space-y-2 p-3">
      <h3 id="tag-view-as" className="text-base font-semibold">
        {t('viewAsHeading')}
      </h3>
      <p className="text-base-content/70 text-sm">{id ? t('viewAsIntro') : t('viewSaveFirst')}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField
          label={t('viewDevice')}
          value={choices.device}
          onChange={(device) => set({ device })}
          options={[any, ...DEVICES.map((d) => ({ value: d, label: t(DEVICE_TEXT[d]) }))]}
        />
        <SelectField
          label={t('viewSystem')}
          value={choices.system}
          onChange={(system) => set({ system })}
          options={[any, ...SYSTEMS.map((s) => ({ value: s, label: s === 'other' ? t('systemOther') : s }))]}
        />
        <SelectField
          label={t('viewLang')}
          value={choices.lang}
          onChange={(lang) => set({ lang })}
          options={[any, ...LANGUAGES.map((l) => ({ value: l, label: t(LANG_TEXT[l]) }))]}
        />
        <SelectField
          label={t('viewSource')}
          value={choices.source}
          onChange={(source) => set({ source })}
          options={[
            any,
            ...VISIT_SOURCES.map((s) => ({
              value: s,
              label: t(SOURCE_TEXT[s]),
            })),
          ]}
        />
        <TextField
          label={t('viewAt')}
          hint={t('viewAtHint')}
          type="datetime-local"
          value={choices.at}
          onChange={(e) => set({ at: e.target.value })}
        />
        <TextField
          label={t('viewPosition')}
          hint={t('viewPositionHint')}
          value={choices.position}
          placeholder="60.1699, 24.9384"
          onChange={(e) => set({ position: e.target.value })}
        />
        <TextField
          label={t('viewCountry')}
          value={choices.country}
          maxLength={2}
          placeholder="FI"
          onChange={(e) => set({ country: e.target.value })}
        />
        <TextField
          label={t('viewCity')}
          value={choices.city}
          maxLength={100}
          placeholder="Helsinki"
          onChange={(e) => set({ city: e.target.value })}
        />
        <TextField
          label={t('viewQuery')}
          value={choices.query}
          maxLength={500}
          placeholder="utm_source=poster"
          spellCheck={false}
          onChange={(e) => set({ query: e.target.value })}
        />
      </div>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => void ask()}
        disabled={!id || busy}
      >
        {busy && <span className="loading loading-spinner loading-xs" />}
        {t('viewButton')}
      </button>
      <div role="status" aria-live="polite" data-testid="view-as-result">
        {error && <p className="text-error text-sm">{error}</p>}
        {answer && (
          <div className="rounded-box bg-base-200 space-y-1 p-3 text-sm">
            <p className="font-medium">
              {answer.rule ? t('viewRule', { name: answer.rule.name }) : answer.split ? '' : t('viewNoRule')}
            </p>
            {answer.redirect && <p>{t('viewRedirect', { url: answer.redirect })}</p>}
            {answer.split && (
              <p>
                {t('viewSplit', {
                  name: answer.split.name,
                  arms: answer.split.arms.map((a) => `${nameOf(a.variant)} ${a.share} %`).join(', '),
                })}
              </p>
            )}
            {answer.variant !== null && <p>{t('viewShows', { name: nameOf(answer.variant) })}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
