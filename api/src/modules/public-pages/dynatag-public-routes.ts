// The visitor's calls of SPEC §7 "Dynatags": GET and POST api/v1/dynatags/public/{id}. No sign-in; the
// answer is the tag's state (open, passcode, geolock) and its content only when open. With ?count=true (an app
// showing the tag itself; the page /d/{id} counts its visits on its own) a view is counted when the content is
// served, after the answer is made, so a locked scan followed by its unlock is one view (docs/decisions.md "Dynatags").
// Here, not in dynatags/, because it counts through the public pages' view counter; dynatags is below them.
import { UnlockBody } from '@shared/schemas/dynatags';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import {
  armOf,
  armTarget,
  findDynatag,
  hasUnlock,
  openTag,
  PublicDynatagData,
  type UnlockInput,
} from '../dynatags';
import { eventIcs, icsDisposition } from './event-ics';
import { countsVersions, routingOf, tagAs } from './tag-routing';
import { factsOf } from './tag-rule-facts';
import { decide } from './tag-rules';
import type { ViewCounter } from './view-counter';
import { visitorLang } from './visitor-lang';

const tags = ['Dynatags (public)'];

const IdParam = t.Object({
  id: t.String({
    pattern: '^[A-Za-z0-9_-]{1,32}$',
    error: 'notFound',
    description: "The dynatag's public id",
  }),
});
const EventParams = t.Object({
  ...IdParam.properties,
  file: t.String({
    pattern: '^[A-Za-z0-9_-]{1,32}\\.ics$',
    error: 'notFound',
    description: "The event module's id and .ics",
  }),
});
const CountQuery = t.Object({
  count: t.Optional(
    t.BooleanString({
      description:
        'true counts a view when the content is served, for an app that shows the tag itself; the page /d/{id} (the address of the QR code) counts every visit on its own',
    }),
  ),
});

export const dynatagPublicModule = (deps: Deps, counter: ViewCounter) => {
  const answer = async (request: Request, id: string, input: UnlockInput, count?: boolean) => {
    // The same decision as the page /d (issue 34): a variant's content, or a rule's redirect as redirectUrl.
    const tag = await findDynatag(deps, id);
    const routing = await routingOf(deps, tag);
    const facts = factsOf(deps, request, {
      lang: visitorLang(request),
      companyId: tag.companyId,
      position: input.position,
    });
    const decision = decide(routing, facts, deps.config.secret);
    const opened = await openTag(deps, tagAs(tag, decision), input, {
      ip: clientIp(request, deps.config.trustProxy),
    });
    if (count && opened.answer.state === 'open') {
      counter.count({ type: 'dynatag', id: tag.id }, request);
      if (countsVersions(routing) && decision.variant !== null)
        counter.count(armTarget('variant', await armOf(deps, tag.id, decision.variant)), request);
    }
    return opened.answer;
  };

  /** An event module of a tag this visitor may open (a protected one after its unlock in this tab) as .ics. */
  const eventFile = async (request: Request, id: string, file: string) => {
    const tag = await findDynatag(deps, id);
    const remembered = hasUnlock(deps, tag, request.headers.get('cookie'));
    const opened = await openTag(
      deps,
      tag,
      {},
      { ip: clientIp(request, deps.config.trustProxy), remembered },
    );
    const moduleId = file.slice(0, -'.ics'.length);
    const event =
      opened.answer.state === 'open'
        ? opened.answer.modules.find((m) => m.type === 'event' && m.id === moduleId)
        : undefined;
    if (event?.type !== 'event') throw notFound();
    const pageUrl = `${deps.config.publicUrl}/d/${tag.shortId}`;
    const text = eventIcs({
      event,
      tagId: tag.shortId,
      pageUrl,
      host: new URL(deps.config.publicUrl).host,
      now: deps.clock.now(),
    });
    return new Response(text, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': icsDisposition(event.name),
        'cache-control': 'private, no-cache',
      },
    });
  };

  return (
    new Elysia({ name: 'dynatags-public', prefix: '/dynatags/public' })
      // GET /dynatags/public/:id/events/:file – an event module as a calendar file ("Add to calendar")
      .get('/:id/events/:file', ({ request, params }) => eventFile(request, params.id, params.file), {
        params: EventParams,
        detail: {
          tags,
          summary: 'An event of a dynatag as an iCalendar file (text/calendar)',
          description:
            'file is the event module’s id and .ics. RFC 5545: one VEVENT, times in UTC. 404 when the tag has no such event or is locked for this visitor (a passcode tag opens after its unlock in the same browser).',
          responses: fileAnswer('text/calendar', 'The calendar file (no envelope)'),
        },
      })
      // GET /dynatags/public/:id – the tag as a visitor sees it without passcode or position
      .get('/:id', ({ request, params, query }) => answer(request, params.id, {}, query.count), {
        params: IdParam,
        query: CountQuery,
        detail: {
          tags,
          summary: 'A dynatag as a visitor sees it',
          description:
            'state open: the content; passcode: the passcode is needed; geolock: a position within the fence is needed (POST it)',
          responses: answers(PublicDynatagData, 'The tag, or what it needs before it opens'),
        },
      })
      // POST /dynatags/public/:id – open a protected tag with its passcode and/or the visitor's position
      .post('/:id', ({ request, params, query, body }) => answer(request, params.id, body, query.count), {
        params: IdParam,
        query: CountQuery,
        body: UnlockBody,
        detail: {
          tags,
          summary: 'Open a protected dynatag',
          description:
            'A wrong passcode answers state passcode with wrong: true; 5 attempts per tag and IP in 10 minutes, then 429 with Retry-After. After 10 wrong passcodes on the tag within an hour from all addresses together, each guess needs a solved human check in altcha (else 422 on altcha with data.humanCheck: true). A position outside the fence answers state geolock with the distance in metres; 10 positions per tag and IP (30 per IP) in 10 minutes, then 429 on position.',
          responses: answers(PublicDynatagData, 'The tag, or what it still needs'),
        },
      })
  );
};
