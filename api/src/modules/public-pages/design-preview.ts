// The owner's preview of a draft card design (issue 23): /p/{id}?preview=<token> and /d/{id}?preview=<token>
// show the company's draft instead of its published design. Never from or into the page cache, never indexed,
// framed only by our own dashboard; a token that is not genuine or has expired shows the ordinary page.
import { layoutOf } from '@shared/design/card-layout';
import type { CompanyDesign } from '@shared/schemas/company-design';
import type { PublicProfile } from '@shared/types/public-profile';
import type { Deps } from '../../platform/deps';
import { draftOf, previewCompany } from '../companies';

export type DesignPreview = { company: string; companyId: number; design: CompanyDesign };

/** Whether the address asks for a preview at all: such requests skip the cache's fast path. */
export const asksPreview = (url: string) => url.includes('preview=');

/** The company whose draft the request may see, with the draft; null for an ordinary visit. */
export async function previewOf(deps: Deps, request: Request): Promise<DesignPreview | null> {
  if (!asksPreview(request.url)) return null;
  const token = new URL(request.url).searchParams.get('preview');
  const company = token ? previewCompany(deps, token, deps.clock.now()) : null;
  const draft = company ? await draftOf(deps, company) : null;
  return company && draft ? { company, ...draft } : null;
}

/** The profile as the draft would show it: the previewed company's sections with its draft design (and layout). */
export function withDraft(view: PublicProfile, preview: DesignPreview): PublicProfile {
  const companies = view.companies.map((c) =>
    c.shortId === preview.company ? { ...c, design: preview.design } : c,
  );
  return { ...view, companies, look: { ...view.look, layout: layoutOf(view.look.ownLayout, companies) } };
}

/** The preview's answer: kept nowhere, not indexed, and framed by the dashboard (same origin) only. */
export function previewResponse(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex, nofollow');
  headers.set('x-frame-options', 'SAMEORIGIN');
  const csp = headers.get('content-security-policy');
  if (csp)
    headers.set('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  return new Response(response.body, { status: response.status, headers });
}
