// A lead form of one's own (issue 32): the questions a card's owner, or a company for all its colleagues, adds to
// "exchange contact", and the consent sentence shown above its send button. One shape for the API (the PUT
// bodies and the checks of a visitor's answers), its OpenAPI document and the dashboard's editors.
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';

/** The most questions one form holds, options one choice holds, and the lengths of what is written. */
export const LEAD_FORM_LIMITS = {
  questions: 10,
  options: 10,
  label: 120,
  option: 80,
  consent: 300,
  shortAnswer: 200,
  longAnswer: 2000,
} as const;

export const LEAD_QUESTION_TYPES = ['short', 'long', 'choice', 'checkbox'] as const;
export type LeadQuestionType = (typeof LEAD_QUESTION_TYPES)[number];

const L = LEAD_FORM_LIMITS;

export const LeadQuestion = t.Object({
  id: t.String({
    pattern: '^[a-z0-9]{1,12}$',
    error: 'invalidLeadQuestion',
    description:
      'The question’s own id (1–12 lowercase letters or digits), unique in the form: answers are keyed by it',
  }),
  type: t.UnionEnum(LEAD_QUESTION_TYPES, {
    error: 'invalidLeadQuestion',
    description:
      'short: one line of text; long: a few lines; choice: one or several of the options; checkbox: yes or no',
  }),
  label: t.String({
    minLength: 1,
    maxLength: L.label,
    error: 'invalidLeadQuestionLabel',
    description: `The question as the visitor reads it, at most ${L.label} characters`,
  }),
  required: t.Boolean({
    error: 'invalidLeadQuestion',
    description: 'An answer is needed (a required checkbox must be ticked)',
  }),
  multiple: t.Optional(
    t.Boolean({ error: 'invalidLeadQuestion', description: 'choice only: several options may be picked' }),
  ),
  options: t.Optional(
    t.Array(t.String({ minLength: 1, maxLength: L.option, error: 'invalidLeadQuestionOptions' }), {
      maxItems: L.options,
      error: 'invalidLeadQuestionOptions',
      description: `choice only: 2–${L.options} distinct options, each at most ${L.option} characters`,
    }),
  ),
});
export type LeadQuestion = Static<typeof LeadQuestion>;

/** PUT api/v1/profiles/{shortId}/lead-form and PUT api/v1/companies/{shortId}/lead-form. */
export const LeadFormBody = t.Object({
  questions: t.Array(LeadQuestion, {
    maxItems: L.questions,
    error: 'invalidLeadQuestions',
    description: `At most ${L.questions} questions, asked in this order after name, email, phone, company and note`,
  }),
  consent: t.String({
    maxLength: L.consent,
    error: 'invalidLeadConsent',
    description: `The sentence shown above the send button, which the visitor agrees to by sending; empty = the default sentence in the visitor's language. At most ${L.consent} characters`,
  }),
});
export type LeadForm = Static<typeof LeadFormBody>;

/** A visitor's answers in POST api/v1/profiles/{shortId}/leads, keyed by question id. */
export const LeadAnswersBody = t.Record(
  t.String({ pattern: '^[a-z0-9]{1,12}$' }),
  t.Union([
    t.String({ maxLength: L.longAnswer }),
    t.Array(t.String({ maxLength: L.option }), { maxItems: L.options }),
    t.Boolean(),
  ]),
  {
    error: 'invalidLeadAnswers',
    description:
      'Answers to the form’s questions by question id: text for short and long, an option (or a list of options when several may be picked) for choice, true/false for checkbox',
  },
);
export type LeadAnswersInput = Static<typeof LeadAnswersBody>;

/** An answer kept with a lead: the question as it was asked (its label then), so later edits of the form change nothing. */
export type LeadAnswer = {
  id: string;
  label: string;
  type: LeadQuestionType;
  value: string | string[] | boolean;
};

export const LeadAnswerData = t.Object({
  id: t.String(),
  label: t.String({ description: 'The question as it was asked when the lead was left' }),
  type: t.UnionEnum(LEAD_QUESTION_TYPES),
  value: t.Union([t.String(), t.Array(t.String()), t.Boolean()], {
    description: 'The text, the option(s) picked, or whether the checkbox was ticked',
  }),
});

/** An answer as one line of text (mails, CSV, CRM notes), with the words for yes and no given. */
export const answerText = (answer: LeadAnswer, yes: string, no: string) =>
  typeof answer.value === 'boolean'
    ? answer.value
      ? yes
      : no
    : Array.isArray(answer.value)
      ? answer.value.join(', ')
      : answer.value;

/** The answers as lines "Label: answer", for a note or a mail's details. */
export const answerLines = (answers: LeadAnswer[], yes: string, no: string) =>
  answers.map((a) => `${a.label}: ${answerText(a, yes, no)}`);
