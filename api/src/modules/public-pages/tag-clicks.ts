// A click in a dynatag (issue 34): the page links each element of its modules to
// /d/{shortId}/k/{variant or -}/{moduleId}/{item} (shared/pages/tag-clicks.ts). GET answers 302 to that element's
// saved address, read from the tag and the named variant's modules, never from the request; POST is the `ping`
// of a tel:, mailto: or sms: link (hyperlink auditing, body `PING` as text/ping) and answers 204. Either way the
// click is queued on the view counter as target type `tagClick` on the arm of the variant (dynatags/arms.ts), as
// a person's own link counts (link-clicks.ts): bots, HEAD, prefetches and the owner's `?count=false` not, each
// click in the total and a visitor once a UTC day, the source that of the page it was made on.
import type { SiteHandler } from '@shared/http/site-handler';
import { countsVisit } from '@shared/page-links';
import { CLICK_ITEM, clickItems, isRedirectable } from '@shared/pages/tag-clicks';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { armOf, armTarget, findDynatag, isProtected, publicFiles } from '../dynatags';
import { visitOf } from '../profiles';
import { tappedFor } from './tap-cookie';
import type { ViewCounter } from './view-counter';

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;
const VARIANT = /^(-|[a-z0-9]{1,12})$/;
const PAGE_PATH = /^\/d\/[A-Za-z0-9_-]{1,32}\/?$/;

export type ClickParams = { shortId: string; variant: string; moduleId: string; item: string };

/** The page a click came from when the Referer is one of our /d pages on this host: the click's source is its. */
function pageOf(request: Request, referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    return from.host === new URL(request.url).host && PAGE_PATH.test(from.pathname) ? referrer : null;
  } catch {
    return null;
  }
}

/** The tag, variant key and saved address a click names; null for anything that is not an element of it. */
async function clickedOf(deps: Deps, request: Request, p: ClickParams) {
  if (!SHORT_ID.test(p.shortId) || !VARIANT.test(p.variant) || !SHORT_ID.test(p.moduleId)) return null;
  if (!CLICK_ITEM.test(p.item)) return null;
  const tag = await findDynatag(deps, p.shortId).catch((error) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!tag) return null;
  const variant = p.variant === '-' ? '' : p.variant;
  const modules: DynatagModule[] | undefined = variant
    ? tag.variants.find((v) => v.key === variant)?.modules
    : tag.modules;
  const module = modules?.find((m) => m.id === p.moduleId);
  if (!module) return null;
  // A module only for those who tapped the company's card is no one else's to open (tap-cookie.ts).
  if (module.tapOnly && !tappedFor(deps, tag.companyId, request.headers.get('cookie'))) return null;
  const files =
    module.type === 'files' || module.type === 'pdf'
      ? await publicFiles(deps, { id: tag.id, shortId: tag.shortId, modules: [module] }, false)
      : {};
  const saved = clickItems(module, files, tag.shortId).get(p.item);
  return saved ? { tag, variant, saved } : null;
}

/** Counts a click on the arm of the variant, after the answer, when it is a person's (not the owner's view). */
async function countClick(
  deps: Deps,
  counter: ViewCounter,
  request: Request,
  tagId: number,
  variant: string,
) {
  if (!countsVisit(request.url)) return;
  const referrer = request.headers.get('referer');
  if (referrer && !countsVisit(referrer)) return;
  const visit = visitOf(deps, request);
  if (!visit?.request) return;
  const page = pageOf(request, visit.request.referrer);
  if (page) visit.request = { ...visit.request, url: page, referrer: null };
  counter.add(armTarget('tagClick', await armOf(deps, tagId, variant)), visit);
}

const notFound = (request: Request, site?: SiteHandler) => {
  if (site) return site(request);
  throw new AppError('NOT_FOUND', 'notFound');
};
const HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/**
 * GET: 302 to the element's saved address (a protected tag's page pings instead, so a click address never hands
 * out its addresses: 404 here); POST (a ping): 204. Unknown tags, variants, modules and items are the site's 404.
 */
export async function answerTagClick(
  deps: Deps,
  counter: ViewCounter,
  request: Request,
  params: ClickParams,
  site?: SiteHandler,
): Promise<Response> {
  const clicked = await clickedOf(deps, request, params);
  const isPing = request.method === 'POST';
  if (!clicked || (!isPing && (isProtected(clicked.tag) || !isRedirectable(clicked.saved))))
    return notFound(request, site);
  await countClick(deps, counter, request, clicked.tag.id, clicked.variant);
  if (isPing) return new Response(null, { status: 204, headers: HEADERS });
  return new Response(null, { status: 302, headers: { ...HEADERS, location: clicked.saved } });
}

/** A form's answers accepted (tag-form-routes.ts): a click of that form, on the variant the page was. */
export async function countFormClick(
  deps: Deps,
  counter: ViewCounter,
  request: Request,
  tag: { id: number; variants: { key: string; modules: DynatagModule[] }[] },
  moduleId: string,
) {
  const named = request.headers.get('x-tag-variant') ?? '';
  const variant = tag.variants.some((v) => v.key === named && v.modules.some((m) => m.id === moduleId))
    ? named
    : '';
  await countClick(deps, counter, request, tag.id, variant);
}
