// A click on a person's own link (issue 32): the page links to /p/{profile shortId}/l/{link id} on its own origin,
// which counts the click and answers 302 to the link's saved address. No script on the page: the count is this
// request. The click is queued on the view counter as a view of target type `link` (nine fields on an array, as a
// page view), written by the view writer's thread with the page's views, so a burst of clicks never waits for the
// database and one visitor counts as for views: each click in the total, unique once a UTC day.
import type { SiteHandler } from '@shared/http/site-handler';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findOwnLink, visitOf } from '../profiles';
import type { ViewCounter } from './view-counter';

const LINK_ID = /^[0-9]{1,12}$/;
const PAGE_PATH = /^\/[pc]\/[A-Za-z0-9_-]{1,32}\/?$/;

/**
 * The page a click came from, when the Referer is one of our /p or /c pages on the host the click went to (a
 * same-origin Referer carries the whole address under our `strict-origin-when-cross-origin`): its address is what
 * the click's source is read from (`?s=q` QR, `?s=n` NFC, UTM), so a click has the source of the visit it was part
 * of. Null otherwise: then the click's own address and Referer say it (direct, or the site that linked here).
 */
function pageOf(request: Request, referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.host === new URL(request.url).host && PAGE_PATH.test(from.pathname) ? referrer : null;
  } catch {
    return null;
  }
}

/**
 * GET /p/{shortId}/l/{linkId}: 302 to the saved address of that link of that profile (never an address from the
 * request: no open redirect), the click counted after the answer; an unknown, removed or another profile's link is
 * the site's 404 page.
 */
export async function answerClick(
  deps: Deps,
  counter: ViewCounter,
  request: Request,
  shortId: string,
  linkId: string,
  site?: SiteHandler,
): Promise<Response> {
  const link = LINK_ID.test(linkId) ? await findOwnLink(deps, shortId, Number(linkId)) : null;
  if (!link) {
    if (site) return site(request);
    throw new AppError('NOT_FOUND', 'notFound');
  }
  const visit = visitOf(deps, request);
  if (visit?.request) {
    const page = pageOf(request, visit.request.referrer);
    if (page) visit.request = { ...visit.request, url: page, referrer: null };
    counter.add({ type: 'link', id: link.id }, visit);
  }
  return new Response(null, {
    status: 302,
    headers: { location: link.url, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}
