// The editor's live preview: POST api/v1/dynatags/{id}/preview for a saved tag, and
// POST api/v1/dynatags/companies/{companyId}/preview for a tag not saved yet (owners of the company only).
// Here, not in dynatags/, because it renders the tag's page as the public pages do; dynatags is below them.
//
// Contract for the editor (site/src/dashboard/dynatags/editor/PreviewPane.tsx):
// - Body: JSON, the draft as shared/schemas/dynatags.ts DynatagFields (every field optional; what is left out
//   is taken from the saved tag, or for a new one is what a new tag has). Validated like a save (422 with the
//   field's message); the draft's rich text goes through the same sanitiser as a save. Nothing is stored,
//   nothing is counted, no cache is touched.
// - Answer: 200 text/html (not the JSON envelope), the /d/{shortId} page as a visitor who passed every lock
//   sees it, in the language of x-target-lang; files the draft refers to that the tag does not have are left
//   out (a new tag has none until its first save sends them); a protected tag's file paths are signed for an
//   hour, so images and files open in the preview.
//   Errors (401, 403, 404, 422) are the usual JSON envelope.
// - Show it in <iframe srcdoc={html} sandbox="allow-scripts allow-popups"> (no allow-same-origin). The page
//   carries its own Content-Security-Policy (a meta tag): scripts only from our /_astro/ bundles, no inline
//   script, no form posts, no plugins; links open in a new tab (base target _blank). The bundles under /_astro/
//   are served with Access-Control-Allow-Origin: * (site/adapter/serve.ts), so the islands (maps, the PDF
//   viewer's script) also run in that frame of an opaque origin.

import { type Company, type Dynatag, files } from '@db/schema';
import type { SiteHandler } from '@shared/http/site-handler';
import { DynatagFields, type DynatagInput } from '@shared/schemas/dynatags';
import { eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { PublicDynatagPage } from '../../../../shared/pages/dynatag-page-data';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { requestLang } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import {
  CompanyParams,
  findOwnedCompany,
  findOwnedDynatag,
  isProtected,
  NEW_TAG_FIELDS,
  openAnswer,
  sanitizeModules,
} from '../dynatags';
import { renderDynatagPage } from './dynatag-page';
import { tagPlan } from './tag-plan';

/** The policy of the preview document: our islands' files only, nothing inline, nothing sent anywhere. */
export const previewPolicy = (origin: string) =>
  [
    `script-src ${origin}/_astro/`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `connect-src ${origin}`,
  ].join('; ');

/** The page with the preview's policy and base put first in its head. */
export function withPreviewHead(html: string, origin: string): string {
  const head = `<meta http-equiv="Content-Security-Policy" content="${previewPolicy(origin)}"><base target="_blank">`;
  return html.replace(/<head>/i, `<head>${head}`);
}

/** The id a tag not saved yet shows under in its preview (no tag has it: ids are 10 random characters). */
const DRAFT_ID = 'draft';

/** The draft laid over `tag` (a saved tag, or a new one's defaults): what a save of it would show. */
function shownOf(tag: Dynatag, draft: DynatagInput, fileIds: ReadonlySet<string>): Dynatag {
  const geolock = draft.geolock;
  return {
    ...tag,
    label: draft.label ?? tag.label,
    passcode: draft.passcode ?? tag.passcode,
    showCompanyLogo: draft.showCompanyLogo ?? tag.showCompanyLogo,
    redirectUrl: draft.redirectUrl ?? tag.redirectUrl,
    geoDistance: geolock === undefined ? tag.geoDistance : (geolock?.distance ?? null),
    modules: sanitizeModules(draft.modules ?? tag.modules, tag.shortId, fileIds),
  };
}

/** A new tag of the company as its first save would make it, before the draft: no files, nothing set. */
const newTag = (company: Company, now: number): Dynatag => ({
  id: 0,
  shortId: DRAFT_ID,
  companyId: company.id,
  name: '',
  ...NEW_TAG_FIELDS,
  modules: [],
  version: 0,
  createdByUserId: null,
  updatedByUserId: null,
  createdAt: now,
  updatedAt: now,
});

/** The /d page of `shown` as a visitor past every lock sees it, with the preview's policy, as text/html. */
async function previewPage(deps: Deps, site: SiteHandler, shown: Dynatag, request: Request) {
  const answer = await openAnswer(deps, shown, null, isProtected(shown));
  const origin = deps.config.publicUrl;
  const page: PublicDynatagPage = {
    lang: requestLang(request),
    origin,
    tag: answer,
    action: `/d/${shown.shortId}`,
    position: null,
    limitedFor: null,
    humanCheck: false,
    mapTileUrl: deps.config.mapTileUrl,
    keptOffline: false,
    preview: true,
    now: deps.clock.now(),
    isFree: (await tagPlan(deps, shown.companyId)).isFree,
  };
  const as = new Request(`${origin}/d/${shown.shortId}`, { headers: { accept: 'text/html' } });
  const rendered = await renderDynatagPage(site, as, page);
  const html = withPreviewHead(await rendered.text(), origin);
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const answered = {
  200: { description: 'The page', content: { 'text/html': { schema: t.String() } } },
} as never;

export const dynatagPreviewModule = (deps: Deps, site?: SiteHandler) =>
  new Elysia({ name: 'dynatags-preview', prefix: '/dynatags' })
    .use(authGuard(deps))
    // POST /dynatags/:id/preview – a saved tag's draft as its page (owners); nothing stored
    .post(
      '/:id/preview',
      async ({ user, params, body, request }) => {
        if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
        const { tag } = await findOwnedDynatag(deps, user.id, params.id);
        const stored = await deps.db
          .select({ id: files.shortId })
          .from(files)
          .where(eq(files.dynatagId, tag.id));
        const shown = shownOf(tag, body, new Set(stored.map((f) => f.id)));
        return previewPage(deps, site, shown, request);
      },
      {
        auth: true,
        params: t.Object({ id: t.String({ maxLength: 64, description: "The dynatag's public id" }) }),
        body: DynatagFields,
        detail: {
          tags: ['Dynatags'],
          summary: "Preview the editor's draft",
          description:
            'The /d page of the draft (DynatagFields; what is left out is taken from the saved tag) as a visitor who passed every lock sees it: text/html with its own Content-Security-Policy, to show in a sandboxed srcdoc frame. Nothing is stored or counted.',
          responses: answered,
        },
      },
    )
    // POST /dynatags/companies/:companyId/preview – a new tag's draft as its page, before its first save (owners)
    .post(
      '/companies/:companyId/preview',
      async ({ user, params, body, request }) => {
        if (!site) throw new AppError('NOT_FOUND', 'routeNotFound');
        const company = await findOwnedCompany(deps, user.id, params.companyId);
        const shown = shownOf(newTag(company, deps.clock.now()), body, new Set());
        return previewPage(deps, site, shown, request);
      },
      {
        auth: true,
        params: CompanyParams,
        body: DynatagFields,
        detail: {
          tags: ['Dynatags'],
          summary: "Preview a new tag's draft before its first save",
          description:
            'The /d page a new dynatag of the company would have with these fields (DynatagFields, checked as a save checks them; what is left out is what a new tag has), as a visitor who passed every lock sees it: text/html with its own Content-Security-Policy, to show in a sandboxed srcdoc frame. Files are sent with the first save, so none show yet. Nothing is stored or counted.',
          responses: answered,
        },
      },
    );
