// The questions of a lead form (issue 32), as one list both editors of them use: a profile's or a company's lead
// form (LeadFormEditor.tsx) and a dynatag's form module (dynatags/editor/modules/forms/FormForm.tsx). Each question
// has its text, its kind — short text, long text, a choice (one or several of its options) or a checkbox — and
// whether it must be answered; they are moved up and down, removed, and added up to LEAD_FORM_LIMITS.questions.
import {
  LEAD_FORM_LIMITS,
  LEAD_QUESTION_TYPES,
  type LeadQuestion,
  type LeadQuestionType,
} from '@shared/schemas/lead-form';
import { useT } from '../../lib/i18n';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';

type Props = {
  questions: LeadQuestion[];
  onChange: (questions: LeadQuestion[]) => void;
  /** The server's message on a question's field, if it refused it. */
  error: (i: number, field: 'label' | 'id' | 'options') => string | undefined;
  /** Shown, not edited (a company's form on a colleague's card). */
  readOnly?: boolean;
  /** The question's text is marked as needed. */
  labelRequired?: boolean;
};

const newId = (taken: LeadQuestion[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.some((q) => q.id === `q${n}`)) return `q${n}`;
};

/** The question as its new kind: a choice keeps (or gets two empty) options, any other kind has none. */
function ofType(q: LeadQuestion, type: LeadQuestionType): LeadQuestion {
  const { options: _o, multiple: _m, ...rest } = q;
  return type === 'choice'
    ? { ...rest, type, options: q.options?.length ? q.options : ['', ''] }
    : { ...rest, type };
}

export function LeadQuestions({
  questions,
  onChange,
  error,
  readOnly = false,
  labelRequired = false,
}: Props) {
  const t = useT();
  const setQuestion = (i: number, next: LeadQuestion) =>
    onChange(questions.map((q, j) => (j === i ? next : q)));
  const move = (i: number, by: number) => {
    const next = [...questions];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved);
    onChange(next);
  };
  const typeLabel: Record<LeadQuestionType, string> = {
    short: t('leadFormTypeShort'),
    long: t('leadFormTypeLong'),
    choice: t('leadFormTypeChoice'),
    checkbox: t('leadFormTypeCheckbox'),
  };
  return (
    <>
      <ol className="space-y-3">
        {questions.map((q, i) => (
          <li key={q.id} className="rounded-box border border-base-300 p-3" data-testid="lead-question">
            <div className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField
                label={t('leadFormQuestion', { n: i + 1 })}
                maxLength={LEAD_FORM_LIMITS.label}
                value={q.label}
                required={labelRequired}
                readOnly={readOnly}
                onChange={(e) => setQuestion(i, { ...q, label: e.target.value })}
                error={error(i, 'label') ?? error(i, 'id')}
              />
              <SelectField
                label={t('leadFormType')}
                value={q.type}
                onChange={(type) => setQuestion(i, ofType(q, type as LeadQuestionType))}
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
                  onChange={(text) => setQuestion(i, { ...q, options: text.split('\n') })}
                  error={error(i, 'options')}
                />
                <CheckboxField
                  label={t('leadFormMultiple')}
                  checked={q.multiple === true}
                  disabled={readOnly}
                  onChange={(e) => setQuestion(i, { ...q, multiple: e.target.checked })}
                />
              </>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <CheckboxField
                label={t('leadFormRequired')}
                checked={q.required}
                disabled={readOnly}
                onChange={(e) => setQuestion(i, { ...q, required: e.target.checked })}
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
                    onClick={() => onChange(questions.filter((_, j) => j !== i))}
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
          onClick={() =>
            onChange([...questions, { id: newId(questions), type: 'short', label: '', required: false }])
          }
        >
          <Icon name="plus" className="size-4" />
          {t('leadFormAdd')}
        </button>
      )}
    </>
  );
}
