// A dynatag's form module (issue 32), for visitors: the time token its script fetches when /d opens (the page is
// cached, so the token cannot be in its HTML), and the form's answers, which become a lead of the tag's company.
// Guards with no third party: a rate limit per address and per tag (429), a honeypot field, the signed time
// token (tag-form-token.ts), a repeat of the same answers answered with the first lead, sizes capped by the
// schema and the body limit, and the tag opened as the page opens it (a locked tag's form needs its unlock).
import { companies } from '@db/schema';
import { translate } from '@shared/i18n';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { TagFormBody, TagFormToken } from '@shared/schemas/tag-form';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { answers, Reply, reply, requestLang } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import { findDynatag, hasUnlock, openTag } from '../dynatags';
import { checkAnswers, createTagLead, leadVisit, tagLeadFields } from '../leads';
import { countFormClick } from './tag-clicks';
import { checkFormToken, formToken } from './tag-form-token';
import type { ViewCounter } from './view-counter';

const tags = ['Dynatags (public)'];
const Id = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'notFound', description });
const FormParams = t.Object({
  id: Id("The dynatag's public id"),
  moduleId: Id("The form module's id"),
});
const NO_STORE = { 'cache-control': 'private, no-store' };

/** The form module of a tag as this visitor may see it now, with the tag; 404 for no such form or a locked tag. */
async function formOf(deps: Deps, request: Request, id: string, moduleId: string) {
  const tag = await findDynatag(deps, id);
  const remembered = hasUnlock(deps, tag, request.headers.get('cookie'));
  const ip = clientIp(request, deps.config.trustProxy);
  const opened = await openTag(deps, tag, {}, { ip, remembered });
  // The form of the tag's own content, or of one of its variants (issue 34: a rule or a split test shows those);
  // a module kept for visitors after a verified tap is not answered here either way.
  const isForm = (m: DynatagModule) => m.type === 'form' && m.id === moduleId && !m.tapOnly;
  const module =
    opened.answer.state === 'open'
      ? (opened.answer.modules.find(isForm) ??
        tag.variants.flatMap((variant) => variant.modules).find(isForm))
      : undefined;
  if (module?.type !== 'form') throw notFound();
  return { tag, module };
}

export const tagFormRoutes = (deps: Deps, counter: ViewCounter) =>
  new Elysia({ name: 'dynatag-forms', prefix: '/dynatags/public' })
    // GET /dynatags/public/:id/forms/:moduleId/token – a time token for this visit's form
    .get(
      '/:id/forms/:moduleId/token',
      async ({ request, params, set }) => {
        await formOf(deps, request, params.id, params.moduleId);
        Object.assign(set.headers, NO_STORE);
        return { token: formToken(deps, params.id, params.moduleId) };
      },
      {
        params: FormParams,
        detail: {
          tags,
          summary: 'A time token for a dynatag’s form, fetched when the page opens',
          description:
            'Send it back with the form no sooner than 3 seconds and within 2 hours. Never cached. 404 for no such form, or a tag locked for this visitor.',
          responses: answers(TagFormToken, 'The token'),
        },
      },
    )
    // POST /dynatags/public/:id/forms/:moduleId – a visitor sends the form: a lead of the tag's company
    .post(
      '/:id/forms/:moduleId',
      async ({ request, params, body }) => {
        const ip = clientIp(request, deps.config.trustProxy);
        await deps.limiter.check('tagForm', ip);
        const { tag, module } = await formOf(deps, request, params.id, params.moduleId);
        // A robot fills the field people never see: it is told the form went, and nothing is kept.
        if (body.website) return new Reply(null, 'tagFormSent', 201);
        checkFormToken(deps, tag.shortId, module.id, body.token);
        const fields = tagLeadFields(body);
        const answered = checkAnswers(module, body.answers);
        await deps.limiter.checkAccount('tagForm', tag.shortId);
        const [company] = await deps.db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, tag.companyId));
        const lang = requestLang(request);
        const { created } = await createTagLead(
          deps,
          {
            id: tag.id,
            shortId: tag.shortId,
            name: tag.name,
            label: tag.label,
            companyId: tag.companyId,
            companyName: company?.name ?? '',
            createdByUserId: tag.createdByUserId,
          },
          {
            ...fields,
            answers: answered,
            consent: module.consent,
            lang,
            visit: leadVisit(deps, request, undefined),
          },
        );
        // An accepted answer is a click of the form (issue 34), on the version the page showed (x-tag-variant).
        if (created) await countFormClick(deps, counter, request, tag, module.id);
        const name = company?.name ?? translate(lang, 'dynatag', 'title');
        return created ? new Reply(null, 'tagFormSent', 201) : reply(null, 'tagFormRepeated', 200, { name });
      },
      {
        params: FormParams,
        body: TagFormBody,
        detail: {
          tags,
          summary: 'Send a dynatag’s form: the answers become a lead of the tag’s company',
          description:
            'The lead keeps the consent sentence as shown, the answers with their questions, and the tag; the company’s webhooks get lead.created (with dynatag) and the lead’s holder a mail. 422 for a field, an answer (answers.{id}) or the token (token: forged or another form’s, too soon after it was fetched, or older than 2 hours), 404 for no such form or a tag locked for this visitor, 409 when the holder’s list is full, 413 over the body limit, 429 with Retry-After over 20 sends per address in 10 minutes or 300 per tag in an hour. The same answers sent again within 10 minutes answer 200 and make no second lead.',
          responses: {
            ...answers(t.Null(), 'Sent: a lead of the company', 201),
            ...answers(t.Null(), 'The same answers were sent a moment ago: that lead, no second one', 200),
          },
        },
      },
    );
