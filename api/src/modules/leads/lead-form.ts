// A lead form of one's own (issue 32): the owner's (or a company's) questions for "exchange contact", saved after
// the checks a TypeBox schema cannot make, and a visitor's answers checked against the questions the card asks.
// Answers are kept with the question's label as it was asked, so a later edit of the form changes no old lead.
import { companies, profiles, type User } from '@db/schema';
import {
  LEAD_FORM_LIMITS,
  type LeadAnswer,
  type LeadAnswersInput,
  type LeadForm,
} from '@shared/schemas/lead-form';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { findMembership, findOwnership } from '../companies';
import { getOwnProfile, loadProfileCards } from '../profiles';

const EMPTY: LeadForm = { questions: [], consent: '' };
const line = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Trims the form and checks what the schema cannot: ids unique, options only on a choice (2–10, distinct). */
export function cleanForm(form: LeadForm): LeadForm {
  const ids = new Set<string>();
  const questions = form.questions.map((q, i) => {
    if (ids.has(q.id)) throw invalid(`questions.${i}.id`, 'leadQuestionDuplicate');
    ids.add(q.id);
    const label = line(q.label);
    if (!label) throw invalid(`questions.${i}.label`, 'invalidLeadQuestionLabel');
    if (q.type !== 'choice') return { id: q.id, type: q.type, label, required: q.required };
    const options = (q.options ?? []).map(line);
    if (options.length < 2 || options.some((o) => !o) || new Set(options).size !== options.length) {
      throw invalid(`questions.${i}.options`, 'invalidLeadQuestionOptions');
    }
    return { id: q.id, type: q.type, label, required: q.required, multiple: q.multiple === true, options };
  });
  return { questions, consent: line(form.consent) };
}

/** The person's own form of one of their profiles, and the form the card asks (a company's wins when it has questions). */
export async function profileLeadForm(deps: Deps, user: User, profileShortId: string) {
  const profile = await getOwnProfile(deps, user, profileShortId);
  const [card] = await loadProfileCards(deps, [profile]);
  return { own: profile.leadForm ?? EMPTY, asked: card?.view.leadForm ?? EMPTY };
}

export async function saveProfileLeadForm(deps: Deps, user: User, profileShortId: string, form: LeadForm) {
  const profile = await getOwnProfile(deps, user, profileShortId);
  const clean = cleanForm(form);
  await deps.db
    .update(profiles)
    .set({ leadForm: clean, updatedAt: deps.clock.now() })
    .where(eq(profiles.id, profile.id));
  return profileLeadForm(deps, user, profile.shortId);
}

/** A company's form: its people read it (their cards ask it), its owners change it. */
export async function companyLeadForm(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findMembership(deps, user.id, companyShortId);
  return { own: company.leadForm ?? EMPTY };
}

export async function saveCompanyLeadForm(deps: Deps, user: User, companyShortId: string, form: LeadForm) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const clean = cleanForm(form);
  await deps.db
    .update(companies)
    .set({ leadForm: clean, updatedAt: deps.clock.now() })
    .where(eq(companies.id, company.id));
  return { own: clean };
}

/**
 * Checks a visitor's answers against the questions asked: a required one answered, a text within its length, a
 * choice among its options (one unless several may be picked), a checkbox true or false. Answers to no question
 * are dropped; an unanswered optional question is left out. The first wrong answer is a 422 on `answers.{id}`.
 */
export function checkAnswers(form: LeadForm, input: LeadAnswersInput = {}): LeadAnswer[] {
  const kept: LeadAnswer[] = [];
  for (const q of form.questions) {
    const field = `answers.${q.id}`;
    const raw = input[q.id];
    const keep = (value: LeadAnswer['value']) => kept.push({ id: q.id, label: q.label, type: q.type, value });
    if (q.type === 'checkbox') {
      const ticked = raw === true || raw === 'true' || raw === 'on';
      if (
        raw !== undefined &&
        typeof raw !== 'boolean' &&
        !['true', 'false', 'on', ''].includes(String(raw))
      ) {
        throw invalid(field, 'leadAnswerInvalid');
      }
      if (q.required && !ticked) throw invalid(field, 'leadAnswerRequired');
      keep(ticked);
      continue;
    }
    if (q.type === 'choice') {
      const picked = (Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? [raw] : []).map(line);
      if (typeof raw === 'boolean') throw invalid(field, 'leadAnswerInvalid');
      if (picked.some((p) => !q.options?.includes(p))) throw invalid(field, 'leadAnswerInvalid');
      if (!q.multiple && picked.length > 1) throw invalid(field, 'leadAnswerInvalid');
      if (!picked.length) {
        if (q.required) throw invalid(field, 'leadAnswerRequired');
        continue;
      }
      const unique = q.options?.filter((o) => picked.includes(o)) ?? [];
      keep(q.multiple ? unique : unique[0]);
      continue;
    }
    if (raw !== undefined && typeof raw !== 'string') throw invalid(field, 'leadAnswerInvalid');
    const text = q.type === 'short' ? line(raw ?? '') : (raw ?? '').trim();
    const max = q.type === 'short' ? LEAD_FORM_LIMITS.shortAnswer : LEAD_FORM_LIMITS.longAnswer;
    if (text.length > max) throw invalid(field, 'leadAnswerTooLong', { max });
    if (!text) {
      if (q.required) throw invalid(field, 'leadAnswerRequired');
      continue;
    }
    keep(text);
  }
  return kept;
}
