// The company's own page domain (issue 23): owners set it, prove it by DNS and remove it; the TLS `ask` answer
// tells a proxy with on-demand certificates (Caddy) which hosts are ours to certify.
import { PageDomainBody } from '@shared/schemas/page-domains';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { activeDomains } from './active-domains';
import { checkDomain, domainView, getDomain, removeDomain, setDomain } from './service';

// The door: what other modules may use (docs/modules.md).
export { createHostGate } from './host-gate';
export { pageOrigins, requestPageOrigin, tagLink } from './origins';

const tags = ['Page domains'];
const owners = 'Owners of the company only (403 for a colleague, 404 for anyone else).';
const CompanyParams = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'The company shortId',
  }),
});
const Record = (description: string) => t.Object({ name: t.String(), value: t.String() }, { description });
const PageDomainData = t.Object({
  host: t.String(),
  status: t.UnionEnum(['pending', 'active'], { description: 'active: the pages answer on the host' }),
  url: t.String({ description: 'https://{host}' }),
  txt: Record('The TXT record that proves the domain is the company’s'),
  cname: t.Object(
    { name: t.String(), target: t.String() },
    { description: 'The CNAME that points it at us' },
  ),
  checkedAt: t.Union([t.Integer(), t.Null()]),
  problem: t.Union([t.String(), t.Null()], { description: 'What the last check found wrong' }),
  activatedAt: t.Union([t.Integer(), t.Null()]),
});

export const pageDomainsModule = (deps: Deps) =>
  new Elysia({ name: 'page-domains' })
    .use(authGuard(deps))
    // GET /companies/:shortId/page-domain – the company's domain and the records to add, or null
    .get(
      '/companies/:shortId/page-domain',
      async ({ user, params, request }) => {
        const domain = await getDomain(deps, user, params.shortId);
        return domain && domainView(deps, domain, requestLang(request));
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'The company’s own page domain',
          description: owners,
          responses: answers(t.Union([PageDomainData, t.Null()]), 'The domain, or null'),
        },
      },
    )
    // PUT /companies/:shortId/page-domain – set it (a new host starts a new proof)
    .put(
      '/companies/:shortId/page-domain',
      async ({ user, params, body, request }) => {
        const { domain, created } = await setDomain(deps, user, params.shortId, body.host);
        return reply(domainView(deps, domain, requestLang(request)), 'domainSaved', created ? 201 : 200);
      },
      {
        auth: true,
        params: CompanyParams,
        body: PageDomainBody,
        detail: {
          tags,
          summary: 'Set the company’s own page domain',
          description: `${owners} 409 when another company has the host.`,
          responses: answers(PageDomainData, 'The domain and the DNS records to add'),
        },
      },
    )
    // POST /companies/:shortId/page-domain/check – ask DNS for the proof
    .post(
      '/companies/:shortId/page-domain/check',
      async ({ user, params, request }) => {
        const domain = await checkDomain(deps, user, params.shortId);
        const view = domainView(deps, domain, requestLang(request));
        return reply(view, view.problem ? 'domainChecked' : 'domainActive', 200, { host: domain.host });
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Check the DNS records of the company’s page domain',
          description: `${owners} Active once the TXT record holds the code and the host is a CNAME to us.`,
          responses: answers(PageDomainData, 'The domain after the check'),
        },
      },
    )
    // DELETE /companies/:shortId/page-domain
    .delete(
      '/companies/:shortId/page-domain',
      async ({ user, params }) => {
        await removeDomain(deps, user, params.shortId);
        return reply(null, 'domainRemoved');
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Remove the company’s own page domain',
          description: owners,
          responses: answers(t.Null(), 'Removed'),
        },
      },
    )
    // GET /page-domains/tls?domain= – may a certificate be made for this host (Caddy's on-demand TLS `ask`)
    .get(
      '/page-domains/tls',
      async ({ query }) => {
        const { byHost } = await activeDomains(deps);
        if (!byHost.has(query.domain.toLowerCase())) throw new AppError('NOT_FOUND', 'notFound');
        return null;
      },
      {
        query: t.Object({ domain: t.String({ minLength: 1, maxLength: 253, error: 'invalidDomain' }) }),
        detail: {
          tags,
          summary: 'Whether a host is an active company page domain (on-demand TLS ask)',
          description:
            'For a TLS proxy that makes certificates on demand (Caddy `on_demand_tls { ask … }`, which looks at the status only): 200 for an active company page domain, 404 for anything else.',
          responses: answers(t.Null(), 'An active page domain: certify it'),
        },
      },
    );
