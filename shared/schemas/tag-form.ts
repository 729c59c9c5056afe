// The form module of a dynatag (issue 32): the tag's own questions — the profile's lead-form questions, same
// schema and same checks of the answers — and the consent sentence its owner writes, asked after the visitor's
// name, e-mail and phone. Its answers become leads of the tag's company (POST api/v1/dynatags/public/{id}/forms/
// {moduleId}); a honeypot field and a signed time token, fetched per visit, keep robots out with no third party.
import { LEAD_FORM_LIMITS, LeadQuestion } from './lead-form';
import { t } from './type-builder';

/** A form must not come back sooner than a person fills it in, nor with a token older than a visit lasts. */
export const TAG_FORM_TIMING = { minFillMs: 3_000, maxAgeMs: 2 * 60 * 60_000 } as const;

export const tagFormFields = {
  questions: t.Array(LeadQuestion, {
    maxItems: LEAD_FORM_LIMITS.questions,
    error: 'invalidLeadQuestions',
    description: `At most ${LEAD_FORM_LIMITS.questions} questions, asked in this order after name, e-mail and phone`,
  }),
  consent: t.String({
    minLength: 1,
    maxLength: LEAD_FORM_LIMITS.consent,
    pattern: '\\S',
    error: 'invalidLeadConsent',
    description: `The sentence shown above the send button, which the visitor agrees to by sending (kept with each lead), 1 to ${LEAD_FORM_LIMITS.consent} characters`,
  }),
};

const L = LEAD_FORM_LIMITS;
/** The answers by question id, as the profile's form takes them, and no more of them than a form has questions. */
const Answers = t.Record(
  t.String({ pattern: '^[a-z0-9]{1,12}$' }),
  t.Union([
    t.String({ maxLength: L.longAnswer }),
    t.Array(t.String({ maxLength: L.option }), { maxItems: L.options }),
    t.Boolean(),
  ]),
  {
    maxProperties: L.questions,
    error: 'invalidLeadAnswers',
    description:
      'Answers by question id: text for short and long, an option (or a list when several may be picked) for choice, true/false for checkbox',
  },
);

type Question = { id: string; type: string; options?: string[] | undefined };

/**
 * What the schema cannot check, as paths within the module and message keys (the API's check and the editor's):
 * question ids unique, a choice's options 2–10 and distinct, options only on a choice.
 */
export function formProblems(module: { type: string; questions?: Question[] }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (module.type !== 'form' || !module.questions) return problems;
  const ids = new Set<string>();
  module.questions.forEach((q, i) => {
    if (ids.has(q.id)) problems[`/questions/${i}/id`] = 'leadQuestionDuplicate';
    ids.add(q.id);
    const options = (q.options ?? []).map((o) => o.trim());
    const distinct = new Set(options).size === options.length && options.every(Boolean);
    if (q.type === 'choice' ? options.length < 2 || !distinct : options.length > 0) {
      problems[`/questions/${i}/options`] = 'invalidLeadQuestionOptions';
    }
  });
  return problems;
}

/** POST api/v1/dynatags/public/{id}/forms/{moduleId}: what a visitor sends. */
export const TagFormBody = t.Object(
  {
    fullName: t.String({
      minLength: 1,
      maxLength: 100,
      error: 'invalidFullName',
      description: "The visitor's full name",
    }),
    email: t.Optional(
      t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
        error: 'invalidEmail',
        description: "The visitor's e-mail (an e-mail or a phone is needed)",
      }),
    ),
    phone: t.Optional(
      t.String({
        maxLength: 40,
        pattern: '^[+0-9 ()./-]*$',
        error: 'invalidPhone',
        description: "The visitor's phone (an e-mail or a phone is needed)",
      }),
    ),
    answers: t.Optional(Answers),
    token: t.String({
      minLength: 1,
      maxLength: 200,
      error: 'tagFormTokenInvalid',
      description:
        'The token of GET …/forms/{moduleId}/token, fetched when the page was opened: at least 3 seconds and at most 2 hours old',
    }),
    website: t.Optional(
      t.String({
        maxLength: 200,
        error: 'invalidValue',
        description:
          'Left empty by people: the page hides it; a robot that fills it is answered as if sent, and nothing is kept',
      }),
    ),
  },
  { error: 'invalidValue', description: 'A visitor’s answers to a form module' },
);
export type TagFormInput = typeof TagFormBody.static;

export const TagFormToken = t.Object({
  token: t.String({ description: 'Send it back with the form, no sooner than 3 seconds and within 2 hours' }),
});
