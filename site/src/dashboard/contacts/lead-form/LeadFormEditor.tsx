// The editor of a lead form of one's own (issue 32): the questions "exchange contact" asks after the visitor's
// details — short text, long text, a choice (one or several of its options) or a checkbox, each with a label and
// required or not, at most LEAD_FORM_LIMITS.questions — and the consent sentence above the send button. Used in
// the profile editor (a person's own form) and in the company's settings (its colleagues' cards).
import { LEAD_FORM_LIMITS, type LeadForm } from '@shared/schemas/lead-form';
import { useState } from 'react';
import { type ApiResult, fieldError } from '../../lib/envelope';
import { useT } from '../../lib/i18n';
import { FormMessage, SubmitButton, TextAreaField } from '../../ui/fields';
import { LeadQuestions } from './LeadQuestions';

type Props = {
  form: LeadForm;
  /** The sentence shown when the consent is left empty (the default, in the owner's language). */
  defaultConsent: string;
  /** A note above the questions (the company's form wins on this card…). */
  note?: string;
  readOnly?: boolean;
  save: (form: LeadForm) => Promise<ApiResult>;
};

export function LeadFormEditor({ form, defaultConsent, note, readOnly = false, save }: Props) {
  const t = useT();
  const [draft, setDraft] = useState(form);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const questions = draft.questions;
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

  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-testid="lead-form-editor">
      <p className="text-base-content/75 text-sm">
        {t('leadFormIntro', { max: LEAD_FORM_LIMITS.questions })}
      </p>
      {note && <p className="alert alert-info text-sm">{note}</p>}
      <FormMessage result={result && !result.errors.some((e) => e.field) ? result : null} />
      <LeadQuestions
        questions={questions}
        onChange={(next) => setDraft((d) => ({ ...d, questions: next }))}
        error={(i, field) => fieldError(result, `questions.${i}.${field}`)}
        readOnly={readOnly}
      />
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
