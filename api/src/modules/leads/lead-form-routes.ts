// A lead form of one's own (issue 32): the questions and consent sentence of "exchange contact", a person's for
// one of their profiles and a company's for all its colleagues' cards (its questions win when it has some).
import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { companyLeadForm, profileLeadForm, saveCompanyLeadForm, saveProfileLeadForm } from './lead-form';
import { CardParam, CompanyParam, LeadFormBody } from './request-schemas';
import { CompanyLeadFormData, ProfileLeadFormData } from './response-schemas';

const tags = ['Leads'];
const WINS =
  'A company form with questions is asked on every card that shows that company first, instead of the person’s own questions (docs/decisions.md).';

export const leadFormRoutes = (deps: Deps) =>
  new Elysia({ name: 'lead-form' })
    .use(authGuard(deps))
    // GET /profiles/:shortId/lead-form – my profile's own form and the one its card asks
    .get('/profiles/:shortId/lead-form', ({ user, params }) => profileLeadForm(deps, user, params.shortId), {
      auth: true,
      params: CardParam,
      detail: {
        tags,
        summary: 'My profile’s own exchange-contact questions and consent sentence, and what its card asks',
        description: `${WINS} 404 for a profile that is not mine.`,
        responses: answers(ProfileLeadFormData, 'The own form and the asked one'),
      },
    })
    // PUT /profiles/:shortId/lead-form – replace my profile's own form
    .put(
      '/profiles/:shortId/lead-form',
      async ({ user, params, body }) =>
        reply(await saveProfileLeadForm(deps, user, params.shortId, body), 'leadFormSaved'),
      {
        auth: true,
        params: CardParam,
        body: LeadFormBody,
        detail: {
          tags,
          summary: 'Set my profile’s own exchange-contact questions and consent sentence',
          description: `422 with the field for a wrong question (questions.{i}.label, questions.{i}.options…), 404 for a profile that is not mine. ${WINS}`,
          responses: answers(ProfileLeadFormData, 'Saved'),
        },
      },
    )
    // GET /companies/:shortId/lead-form – the company's form (its people)
    .get('/companies/:shortId/lead-form', ({ user, params }) => companyLeadForm(deps, user, params.shortId), {
      auth: true,
      params: CompanyParam,
      detail: {
        tags,
        summary:
          'The company’s exchange-contact questions and consent sentence, asked on its colleagues’ cards',
        description: `${WINS} 404 outside the company.`,
        responses: answers(CompanyLeadFormData, 'The company’s form'),
      },
    })
    // PUT /companies/:shortId/lead-form – owners replace the company's form
    .put(
      '/companies/:shortId/lead-form',
      async ({ user, params, body }) =>
        reply(await saveCompanyLeadForm(deps, user, params.shortId, body), 'leadFormSaved'),
      {
        auth: true,
        params: CompanyParam,
        body: LeadFormBody,
        detail: {
          tags,
          summary: 'Set the company’s exchange-contact questions and consent sentence (owners)',
          description: `422 with the field for a wrong question, 403 for a colleague, 404 outside the company. ${WINS}`,
          responses: answers(CompanyLeadFormData, 'Saved'),
        },
      },
    );
