import {
  LEAD_FORM_LIMITS,
  LEAD_QUESTION_TYPES,
  type LeadQuestion,
  type LeadQuestionType,
} from '@shared/schemas/lead-form';
import { useT } from '../../../../lib/i18n';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import type { FormProps } from './types';

const newId = (taken: LeadQuestion[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.some((q) => q.id === `q${n}`)) return `q${n}`;
};

/**
 * A form module (issue 32): the tag's own questions — the same kinds as a profile's lead form, asked after name,
 * e-mail and phone — and the consent sentence the visitor agrees to by sending. Answers become the company's leads.
 */
export function FormForm({ module, onChange, problems }: FormProps<'form'>) {
  const t = useT();
  const { t: te } = useEditorT();
  const message = useProblem(problems);
  const questions = module.questions;
  const setQuestions = (next: LeadQuestion[]) => onChange({ ...module, questions: next });
  const setQuestion = (i: number, patch: Partial<LeadQuestion>) =>
    setQuestions(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const setType = (i: number, type: LeadQuestionType) => {
    const { options: _o, multiple: _m, ...rest } = questions[i];
    setQuestions(
      questions.map((q, j) =>
        j !== i
          ? q
          : type === 'choice'
            ? { ...rest, type, options: q.options ?? ['', ''] }
            : { ...rest, type },
      ),
    );
  };
  const move = (i: number, by: number) => {
    const next = [...questions];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved);
    setQuestions(next);
  };
  const typeLabel: Record<LeadQuestionType, string> = {
    short: t('leadFormTypeShort'),
    long: t('leadFormTypeLong'),
    choice: t('leadFormTypeChoice'),
    checkbox: t('leadFormTypeCheckbox'),
  };
  return (
    <div className="space-y-2 pt-1">
      <p className="text-base-content/75 text-sm">
        {te('modFormIntro', { max: LEAD_FORM_LIMITS.questions })}
      </p>
      <ol className="space-y-3">
        {questions.map((q, i) => (
          <li key={q.id} className="rounded-box border border-base-300 p-3" data-testid="form-question">
            <div className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField
                label={t('leadFormQuestion', { n: i + 1 })}
                maxLength={LEAD_FORM_LIMITS.label}
                value={q.label}
                required
                onChange={(e) => setQuestion(i, { label: e.target.value })}
                error={message(`/questions/${i}/label`) ?? message(`/questions/${i}/id`)}
              />
              <SelectField
                label={t('leadFormType')}
                value={q.type}
                onChange={(type) => setType(i, type as LeadQuestionType)}
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
                  onChange={(text) => setQuestion(i, { options: text.split('\n') })}
                  error={message(`/questions/${i}/options`, true)}
                />
                <CheckboxField
                  label={t('leadFormMultiple')}
                  checked={q.multiple === true}
                  onChange={(e) => setQuestion(i, { multiple: e.target.checked })}
                />
              </>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <CheckboxField
                label={t('leadFormRequired')}
                checked={q.required}
                onChange={(e) => setQuestion(i, { required: e.target.checked })}
              />
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
                  onClick={() => setQuestions(questions.filter((_, j) => j !== i))}
                >
                  <Icon name="trash" className="size-3.5" />
                </button>
              </span>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm"
        disabled={questions.length >= LEAD_FORM_LIMITS.questions}
        onClick={() =>
          setQuestions([...questions, { id: newId(questions), type: 'short', label: '', required: false }])
        }
      >
        <Icon name="plus" className="size-4" />
        {t('leadFormAdd')}
      </button>
      <TextAreaField
        label={t('leadFormConsent')}
        hint={te('modFormConsentHint')}
        rows={2}
        maxLength={LEAD_FORM_LIMITS.consent}
        value={module.consent}
        onChange={(consent) => onChange({ ...module, consent })}
        error={message('/consent')}
      />
    </div>
  );
}
