// The routes of capture (issue 31): a paper card's photos, a scanned code, the events to pick, and a lead's
// photos. Rate limited per account and address: a flood is 429 and changes nothing.
import type { User } from '@db/schema';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, Reply, reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { findLeadFor } from './access';
import { type CaptureExtras, captureCard, captureCode, leadOfKey, tagsOfForm } from './capture';
import { itemOf } from './item';
import { listMyEvents } from './lead-events';
import { cardPhoto, photoResponse } from './photos';
import { readCardsSoon } from './reading';
import { CodeBody, PhotoParams, ScanBody } from './request-schemas';
import { LeadData, LeadEventData } from './response-schemas';

const tags = ['Leads'];
const REPEAT = 'This capture was sent before (the same clientKey): the lead it made, unchanged';

const limit = (deps: Deps, request: Request, user: User) =>
  deps.limiter.check('leadCapture', clientIp(request, deps.config.trustProxy), String(user.id));

/** The answer of a capture: the new lead (202 or 201), or the one its key made before (200). */
async function answerOf(
  deps: Deps,
  lang: Parameters<typeof itemOf>[2],
  lead: { id: number },
  status: number,
) {
  const item = await itemOf(deps, lead.id, lang);
  if (status === 200) return reply(item, 'captureRepeated');
  return new Reply(item, status === 202 ? 'captureReading' : 'captureSaved', status);
}

export const captureRoutes = (deps: Deps) =>
  new Elysia({ name: 'lead-capture' })
    .use(authGuard(deps))
    // POST /leads/scans – a paper card's photos: the lead at once, read in the background
    .post(
      '/leads/scans',
      async ({ user, body, request }) => {
        await limit(deps, request, user);
        const lang = requestLang(request);
        const earlier = await leadOfKey(deps, user.id, body.clientKey);
        if (earlier) return answerOf(deps, lang, earlier, 200);
        const extras: CaptureExtras = {
          note: body.note,
          tags: tagsOfForm(body.tags),
          event: body.event,
          company: body.company,
          consent: body.consent,
          clientKey: body.clientKey,
          capturedAt: body.capturedAt,
        };
        const photos = [await cardPhoto(body.front, 'front')];
        if (body.back) photos.push(await cardPhoto(body.back, 'back'));
        const { lead, created } = await captureCard(deps, user, lang, extras, photos);
        if (created) readCardsSoon(deps);
        return answerOf(deps, lang, lead, created ? 202 : 200);
      },
      {
        auth: true,
        body: ScanBody,
        detail: {
          tags,
          summary:
            'Scan a paper card: its photos become a lead at once, read on the server in the background',
          description:
            'The photos are checked by their content (jpeg, png, webp, gif: else 422), at most 12 MB each (413) and 60 megapixels (422), and kept as a smaller copy. The lead answers with scanState reading; when the card is read its empty fields are filled (never one typed meanwhile), scanState becomes read or failed, and a live event refetch-leads tells the dashboard. 404 for an event or company that is not yours, 409 when the list is full, 429 with Retry-After over the limits.',
          responses: {
            ...answers(LeadData, 'The lead, being read', 202),
            ...answers(LeadData, REPEAT, 200),
          },
        },
      },
    )
    // POST /leads/codes – a scanned code (a badge's vCard or MeCard, a Dynacard link, an address)
    .post(
      '/leads/codes',
      async ({ user, body, request }) => {
        await limit(deps, request, user);
        const lang = requestLang(request);
        const earlier = await leadOfKey(deps, user.id, body.clientKey);
        if (earlier) return answerOf(deps, lang, earlier, 200);
        const { lead, created } = await captureCode(deps, user, lang, body.text, body);
        return answerOf(deps, lang, lead, created ? 201 : 200);
      },
      {
        auth: true,
        body: CodeBody,
        detail: {
          tags,
          summary: 'Scan a code: what it holds becomes a lead at once',
          description:
            'A vCard or MeCard (fairs print them on badges), a link to a Dynacard card (its holder becomes the lead, with what their page shows), mailto:, tel:, a web address or text. 422 when it holds nothing to reach anyone by, 404 for a Dynacard link to an unknown or disabled card, or an event or company that is not yours, 409 when the list is full, 429 with Retry-After over the limits.',
          responses: {
            ...answers(LeadData, 'The lead', 201),
            ...answers(LeadData, REPEAT, 200),
          },
        },
      },
    )
    // GET /lead-events – the events of every company I belong to (to pick one when capturing)
    .get('/lead-events', ({ user }) => listMyEvents(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'List the events of my companies, to pick one when capturing',
        responses: answers(t.Array(LeadEventData), 'By company, then name'),
      },
    })
    // GET /leads/:shortId/photos/:n – a paper card's photo (1 front, 2 back)
    .get(
      '/leads/:shortId/photos/:n',
      async ({ user, params }) =>
        photoResponse(deps, await findLeadFor(deps, user, params.shortId), params.n),
      {
        auth: true,
        params: PhotoParams,
        detail: {
          tags,
          summary: "A paper card's photo, for the lead's holder and its company's owners",
          description: '404 for a lead that is not yours or a photo it does not have.',
          responses: fileAnswer('image/jpeg', 'The kept copy (JPEG, ≈1200 px)'),
        },
      },
    );
