// The public dynatag page /d/{shortId}: rendered by Astro (site/src/pages/d/[shortId].astro asks
// `locals.publicDynatag` for its data), answered uncached for now. GET shows the tag as it is; POST (a form:
// passcode, and the position the location island found) opens it, on the same address, so unlocking needs
// no JavaScript. A POST only reads, so a form sent from another site can do nothing a GET could not.
// A right passcode is remembered for the tab (dynatags/public-unlock.ts); a redirect is a 302 after the
// view is counted; a protected page is never stored by a browser or proxy (Cache-Control: private, no-store).
import type { Lang } from '@shared/constants';
import type { SiteHandler } from '@shared/http/site-handler';
import { countsVisit, NO_COUNT } from '@shared/page-links';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { hashesOf, policyWith } from '../../../../shared/http/csp';
import type { DynatagPageLocals, PublicDynatagPage } from '../../../../shared/pages/dynatag-page-data';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import {
  armOf,
  armTarget,
  findDynatag,
  hasUnlock,
  isProtected,
  keptOffline,
  offlineFiles,
  openTag,
  runningTimer,
  type UnlockInput,
  unlockCookie,
} from '../dynatags';
import { withTagSource } from '../leads';
import type { DesignPreview } from './design-preview';
import { tagPlan } from './tag-plan';
import { countsVersions, routingOf, tagAs } from './tag-routing';
import { factsOf } from './tag-rule-facts';
import { asksPosition, type Decision, decide } from './tag-rules';
import { tappedFor } from './tap-cookie';
import type { ViewCounter } from './view-counter';

/** Marks a page a visitor's phone may keep offline, and the files it keeps with it (space-separated paths). */
export const OFFLINE_HEADER = 'dynacard-offline';
export const OFFLINE_FILES_HEADER = 'dynacard-offline-files';

/** A passcode form is a few hundred bytes; anything much larger is refused before it is read (app.ts). */
export const DYNATAG_FORM_BYTES = 8 * 1024;

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** The passcode and position of the page's forms; anything malformed counts as not sent. */
export function unlockInputOf(form: URLSearchParams): UnlockInput {
  const passcode = form.get('passcode')?.slice(0, 200) || undefined;
  const altcha = form.get('altcha')?.slice(0, 2000) || undefined;
  const lat = Number(form.get('lat') ?? Number.NaN);
  const lng = Number(form.get('lng') ?? Number.NaN);
  const accuracy = Number(form.get('accuracy') ?? Number.NaN);
  const position =
    form.get('lat') && form.get('lng') && inRange(lat, 90) && inRange(lng, 180)
      ? { lat, lng, ...(accuracy >= 0 && accuracy <= 100_000 ? { accuracy } : {}) }
      : undefined;
  return { passcode, altcha, position };
}

/** The fields of the page's form as Elysia parsed them (urlencoded); anything else is no form. */
function formOf(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.set(name, value);
  }
  return form;
}

/** Renders the page with `page` as its data: a GET of the same address, whatever the visitor sent. */
export async function renderDynatagPage(
  site: SiteHandler,
  request: Request,
  page: PublicDynatagPage | null,
): Promise<Response> {
  const locals: DynatagPageLocals = { publicDynatag: async () => page };
  return site(new Request(request.url, { method: 'GET', headers: request.headers }), locals);
}

const POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'frame-src': 'https:',
  'frame-ancestors': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'object-src': "'none'",
};
/**
 * No script but our islands' files and the page's own inline scripts, each by its hash (shared/http/csp.ts):
 * nothing that slips into the page runs.
 */
const strictPolicy = (hashes: readonly string[]) => policyWith(hashes, POLICY);
/**
 * A tag with comment widgets: their frames' documents (srcdoc) inherit the page's policy and need their
 * scripts, styles and calls; they run sandboxed on an origin of their own all the same.
 */
const WIDGET_POLICY = policyWith([], {
  ...POLICY,
  'script-src': "'self' 'unsafe-inline' https:",
  'style-src': "'self' 'unsafe-inline' https:",
  'connect-src': "'self' https:",
});

/**
 * The policy of a page of these modules; `hashes` are those of the rendered page's inline scripts. With a
 * comment widget they are left out: next to hashes a browser ignores 'unsafe-inline', which the widget needs.
 */
export const pagePolicy = (modules: readonly DynatagModule[], hashes: readonly string[] = []) =>
  modules.some((m) => m.type === 'plugin_disqus' || m.type === 'plugin_htmlCommentBox')
    ? WIDGET_POLICY
    : strictPolicy(hashes);

/** The redirect target when it is a web address (the API accepts nothing else; this guards the page too). */
const webAddress = (url: string) => (/^https?:\/\/\S+$/i.test(url) ? url : null);

export function createDynatagPages(deps: Deps, counter: ViewCounter, visitorLang: (r: Request) => Lang) {
  async function answer(
    request: Request,
    shortId: string,
    site?: SiteHandler,
    body?: unknown,
    preview?: DesignPreview,
    /** Honour a verified tap's cookie (tap-cookie.ts): only for answers never kept in the page cache. */
    honourTap = false,
    /** The decision already made for this visit (a cached page's key names it); else it is made here. */
    decided?: Decision,
  ): Promise<Response> {
    if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
    const counted = countsVisit(request.url);
    const saved = await findDynatag(deps, shortId).catch((error) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!saved) return renderDynatagPage(site, request, null);
    const input = request.method === 'POST' ? unlockInputOf(formOf(body)) : {};
    // Issue 34: the tag's rules and split test choose the version shown, or a redirect, before anything is answered.
    const routing = await routingOf(deps, saved);
    const lang = visitorLang(request);
    const decision =
      decided ??
      decide(
        routing,
        factsOf(deps, request, { lang, companyId: saved.companyId, position: input.position }),
        deps.config.secret,
      );
    const tag = preview ? saved : tagAs(saved, decision);
    const remembered = hasUnlock(deps, tag, request.headers.get('cookie'));
    const ip = clientIp(request, deps.config.trustProxy);
    const tapped = honourTap && tappedFor(deps, tag.companyId, request.headers.get('cookie'));
    let limitedFor: number | null = null;
    let humanCheck = false;
    let opened: Awaited<ReturnType<typeof openTag>>;
    try {
      opened = await openTag(deps, tag, input, { ip, remembered, tapped });
    } catch (error) {
      if (
        !(error instanceof AppError) ||
        !(error.code === 'RATE_LIMITED' || error.fields[0]?.field === 'altcha')
      )
        throw error;
      // Too many positions (the distance answer) or passcodes from here: the lock says when to come back. The
      // tag's budget of wrong passcodes spent: the form solves the human check before it sends the guess.
      if (error.code === 'RATE_LIMITED') limitedFor = Number(error.params?.seconds ?? 60);
      else humanCheck = true;
      const base = { id: tag.shortId, label: tag.label };
      const timer = runningTimer(tag, deps.clock.now());
      opened =
        error.fields[0]?.field === 'position'
          ? {
              passcodeNeeded: true,
              answer: { state: 'geolock', ...base, distance: null, allowed: tag.geoDistance! },
            }
          : { passcodeNeeded: true, answer: { state: 'passcode', ...base, wrong: false, timer } };
    }
    const data =
      preview && opened.answer.state === 'open' && tag.companyId === preview.companyId
        ? { ...opened.answer, design: preview.design }
        : opened.answer;
    // Once the tag's budget is spent the form asks for the check at once, not after one more typed guess.
    if (data.state === 'passcode' && !humanCheck) {
      humanCheck = await deps.limiter.spentAccount('dynatagBudget', tag.shortId);
    }
    const headers = new Headers({
      'cache-control': isProtected(tag) || tapped ? 'private, no-store' : 'private, no-cache',
      vary: 'accept-language, cookie',
      'content-security-policy': pagePolicy(data.state === 'open' ? data.modules : []),
    });
    if (data.state === 'open') {
      if (counted) counter.count({ type: 'dynatag', id: tag.id }, request);
      // The view of the version shown, beside the tag's own (its arm made the first time).
      if (counted && countsVersions(routing) && decision.variant !== null) {
        const arm = await armOf(deps, tag.id, decision.variant);
        counter.count(armTarget('variant', arm), request);
      }
      if (opened.passcodeNeeded && input.passcode && !remembered) {
        headers.append('set-cookie', unlockCookie(deps, tag));
      }
      const target = webAddress(data.redirectUrl);
      if (target) {
        // To one of our card pages the tag names itself, so a lead left there records where it came from.
        headers.set('location', withTagSource(deps, target, tag.shortId));
        return new Response(null, { status: 302, headers });
      }
    }
    const page: PublicDynatagPage = {
      lang,
      origin: deps.config.publicUrl,
      tag: data,
      action: `/d/${tag.shortId}${counted ? '' : `?${NO_COUNT}`}`,
      position: data.state === 'open' || data.state === 'passcode' ? (input.position ?? null) : null,
      limitedFor,
      humanCheck,
      mapTileUrl: deps.config.mapTileUrl,
      keptOffline: data.state === 'open' && keptOffline(tag),
      preview: false,
      now: deps.clock.now(),
      isFree: data.state === 'open' ? (await tagPlan(deps, tag.companyId)).isFree : true,
      pingOnly: isProtected(tag),
      variant: preview ? '' : (decision.variant ?? ''),
      // A rule by distance and no position shared yet: the page offers to share it, as the location lock asks.
      asksPosition: data.state === 'open' && !input.position && asksPosition(routing),
    };
    const rendered = await renderDynatagPage(site, request, page);
    if (rendered.status !== 200) return rendered;
    const hashes = hashesOf(rendered.headers.get('content-security-policy'));
    for (const [name, value] of headers) if (name !== 'set-cookie') rendered.headers.set(name, value);
    rendered.headers.set(
      'content-security-policy',
      pagePolicy(data.state === 'open' ? data.modules : [], hashes),
    );
    for (const cookie of headers.getSetCookie()) rendered.headers.append('set-cookie', cookie);
    // The service worker keeps only what these headers name (site/public/sw.js): the server decides, it obeys.
    if (page.keptOffline && data.state === 'open') {
      rendered.headers.set(OFFLINE_HEADER, 'keep');
      rendered.headers.set(OFFLINE_FILES_HEADER, offlineFiles(data).join(' '));
    }
    if (limitedFor !== null) {
      rendered.headers.set('retry-after', String(limitedFor));
      return new Response(rendered.body, { status: 429, headers: rendered.headers });
    }
    return rendered;
  }

  return { answer };
}

export type DynatagPages = ReturnType<typeof createDynatagPages>;
