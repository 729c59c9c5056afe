// The editor of a lead form of one's own (issue 32): the questions "exchange contact" asks after the visitor's
// details — short text, long text, a choice (one or several of its options) or a checkbox, each with a label and
// required or not, at most LEAD_FORM_LIMITS.questions — and the consent sentence above the send button. Used in
// the profile editor (a person's own form) and in the company's settings (its colleagues' cards).
import {
  LEAD_FORM_LIMITS,
  LEAD_QUESTION_TYPES,
  type LeadForm,
  type LeadQuestion,
  type LeadQuestionType,
} from '@shared/schemas/lead-form';
import { useState } from 'react';
import { type ApiResult, fieldError } from '../../lib/envelope';
import { useT } from '../../lib/i18n';
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../ui/fields';
import { Icon } from '../../ui/icons';

type Props = {
  form: LeadForm;
  /** The sentence shown when the consent is left empty (the default, in the owner's language). */
  defaultConsent: string;
  /** A note above the questions (the company's form wins on this card…). */
  note?: string;
  readOnly?: boolean;
  save: (form: LeadForm) => Promise<ApiResult>;
};

const newId = (taken: LeadQuestion[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.some((q) => q.id === `q${n}`)) return `q${n}`;
};

export function LeadFormEditor({ form, defaultConsent, note, readOnly = false, save }: Props) {
  const t = useT();
  const [draft, setDraft] = useState(form);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const questions = draft.questions;
  const setQuestion = (i: number, patch: Partial<LeadQuestion>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const move = (i: number, by: number) =>
    setDraft((d) => {
      const next = [...d.questions];
      const [moved] = next.splice(i, 1);
      next.splice(i + by, 0, moved);
      return { ...d, questions: next };
    });
  const remove = (i: number) => setDraft((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }));
  const add = () =>
    setDraft((d) => ({
      ...d,
      questions: [...d.questions, { id: newId(d.questions), type: 'short', label: '', required: false }],
    }));

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const body: LeadForm = {
      consent: draft.consent,
      questions: questions.map((q) =>
        q.type === 'choice'
          ? { ...q, options: (q.options ?? []).map((o) => o.trim()).filter(Boolean) }
          : { id: q.id, type: q.type, label: q.label, required: q.required },
      ),
    };
    const answer = await save(body);
    setBusy(false);
    setResult(answer.ok ? null : answer);
  };

  const typeLabel: Record<LeadQuestionType, string> = {
    short: t('leadFormTypeShort'),
    long: t('leadFormTypeLong'),
    choice: t('leadFormTypeChoice'),
    checkbox: t('leadFormTypeCheckbox'),
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid="lead-form-editor">
      <p className="text-base-content/75 text-sm">
        {t('leadFormIntro', { max: LEAD_FORM_LIMITS.questions })}
      </p>
      {note && <p className="alert alert-info text-sm">{note}</p>}
      <FormMessage result={result && !result.errors.some((e) => e.field) ? result : null} />
      <ol className="space-y-3">
        {questions.map((q, i) => (
          <li key={q.id} className="rounded-box border border-base-300 p-3" data-testid="lead-question">
            <div className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField
                label={t('leadFormQuestion', { n: i + 1 })}
                maxLength={LEAD_FORM_LIMITS.label}
                value={q.label}
                readOnly={readOnly}
                onChange={(e) => setQuestion(i, { label: e.target.value })}
                error={fieldError(result, `questions.${i}.label`) ?? fieldError(result, `questions.${i}.id`)}
              />
              <SelectField
                label={t('leadFormType')}
                value={q.type}
                onChange={(type) =>
                  setQuestion(i, {
                    type: type as LeadQuestionType,
                    ...(type === 'choice' && !q.options?.length ? { options: ['', ''] } : {}),
                  })
                }
                options={LEAD_QUESTION_TYPES.map((value) => ({ value, label: typeLabel[value] }))}
              />
            </div>
            {q.type === 'choice' && (
              <>
                <TextAreaField
                  label={t('leadFormOptions', { max: LEAD_FORM_LIMITS.options })}
                  rows={3}
                  maxLength={LEAD_FORM_LIMITS.options * (LEAD_FORM_LIMITS.option + 1)}
                  value={(q.options ?? []).join('\n')}
                  readOnly={readOnly}
                  onChange={(text) => setQuestion(i, { options: text.split('\n') })}
                  error={fieldError(result, `questions.${i}.options`)}
                />
                <CheckboxField
                  label={t('leadFormMultiple')}
                  checked={q.multiple === true}
                  disabled={readOnly}
                  onChange={(e) => setQuestion(i, { multiple: e.target.checked })}
                />
              </>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <CheckboxField
                label={t('leadFormRequired')}
                checked={q.required}
                disabled={readOnly}
                onChange={(e) => setQuestion(i, { required: e.target.checked })}
              />
              {!readOnly && (
                <span className="ms-auto flex gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={i === 0}
                    aria-label={t('leadFormUp', { n: i + 1 })}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={i === questions.length - 1}
                    aria-label={t('leadFormDown', { n: i + 1 })}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t('leadFormRemove', { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <Icon name="trash" className="size-3.5" />
                  </button>
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button
          type="button"
          className="btn btn-sm"
          disabled={questions.length >= LEAD_FORM_LIMITS.questions}
          onClick={add}
        >
          <Icon name="plus" className="size-4" />
          {t('leadFormAdd')}
        </button>
      )}
      <TextAreaField
        label={t('leadFormConsent')}
        hint={t('leadFormConsentHint', { sentence: defaultConsent })}
        rows={2}
        maxLength={LEAD_FORM_LIMITS.consent}
        value={draft.consent}
        readOnly={readOnly}
        onChange={(consent) => setDraft((d) => ({ ...d, consent }))}
        error={fieldError(result, 'consent') ?? fieldError(result, 'questions')}
      />
      {!readOnly && (
        <div className="flex justify-end">
          <SubmitButton busy={busy}>{t('leadFormSave')}</SubmitButton>
        </div>
      )}
    </form>
  );
}
