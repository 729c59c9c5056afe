import type { SiteHandler } from '@shared/http/site-handler';
import { Elysia } from 'elysia';
import { accountingModule } from './modules/accounting';
import { accountsModule } from './modules/accounts';
import { adminModule } from './modules/admin';
import { analyticsModule } from './modules/analytics';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { cardsModule } from './modules/cards';
import { companiesModule, companyUploads } from './modules/companies';
import { contactsModule } from './modules/contacts';
import { couponsModule } from './modules/coupons';
import { crmModule } from './modules/crm';
import { dataProtectionModule } from './modules/data-protection';
import { dynatagsModule, dynatagUploads } from './modules/dynatags';
import { generalModule } from './modules/general';
import { leadsModule } from './modules/leads';
import { liveModule } from './modules/live';
import { designRoutes, ordersModule } from './modules/orders';
import { createHostGate, pageDomainsModule } from './modules/page-domains';
import { profilesModule, videoFiles } from './modules/profiles';
import {
  createPublicPages,
  DYNATAG_FORM_BYTES,
  dynatagPreviewModule,
  dynatagPublicModule,
  type Peer,
  type PublicPages,
  publicPagesModule,
  tagFormRoutes,
  tagViewAsModule,
} from './modules/public-pages';
import { qrStylesModule } from './modules/qr-styles';
import { reportsModule } from './modules/reports';
import { scimModule, scimSettingsModule } from './modules/scim';
import { searchModule } from './modules/search';
import { signaturesModule } from './modules/signatures';
import { ssoModule } from './modules/sso';
import { subscriptionsModule } from './modules/subscriptions';
import { avatarFiles, usersModule } from './modules/users';
import { walletAdminRoutes, walletModule, walletServices } from './modules/wallet';
import { WEBHOOKS_DOCUMENT, webhooksModule } from './modules/webhooks';
import { tooLarge } from './platform/body-limit';
import type { Deps } from './platform/deps';
import { apiDocs } from './platform/docs';
import { envelope, errorResponse, requestLang } from './platform/envelope';
import { AppError } from './platform/errors';
import { createRequestBodies } from './platform/request-bodies';
import { assertSameSite, rememberClientIp, withSecurityHeaders } from './platform/security';

/** Builds the whole application from the feature modules; no listen, so tests call `app.handle`. */
export function createApp(deps: Deps, options: { site?: SiteHandler; pages?: PublicPages } = {}) {
  const pages = options.pages ?? createPublicPages(deps);
  // The modules in three groups: one chain of them all grew a type TypeScript gave up on (TS2589).
  const people = new Elysia({ name: 'api-people' })
    .use(generalModule(deps))
    .use(authModule(deps))
    .use(ssoModule(deps))
    .use(usersModule(deps))
    .use(dataProtectionModule(deps))
    .use(companiesModule(deps))
    .use(accountsModule(deps))
    .use(profilesModule(deps))
    .use(signaturesModule(deps))
    .use(qrStylesModule(deps))
    .use(searchModule(deps))
    .use(contactsModule(deps))
    .use(leadsModule(deps));
  const tagsAndCards = new Elysia({ name: 'api-tags-cards' })
    .use(webhooksModule(deps))
    .use(analyticsModule(deps))
    .use(pageDomainsModule(deps))
    .use(reportsModule(deps))
    .use(dynatagsModule(deps))
    .use(cardsModule(deps))
    .use(auditModule(deps))
    .use(walletModule(deps))
    .use(designRoutes(deps))
    .use(couponsModule(deps))
    .use(dynatagPublicModule(deps, pages.counter))
    .use(tagFormRoutes(deps, pages.counter))
    .use(dynatagPreviewModule(deps, options.site))
    .use(tagViewAsModule(deps));
  const business = new Elysia({ name: 'api-business' })
    .use(ordersModule(deps))
    .use(subscriptionsModule(deps))
    .use(billingModule(deps))
    .use(adminModule(deps))
    .use(accountingModule(deps))
    .use(crmModule(deps))
    .use(walletAdminRoutes(deps))
    .use(scimSettingsModule(deps));
  const api = new Elysia({ prefix: '/api/v1' }).use(people).use(tagsAndCards).use(business);

  // Everything outside the API is the site: prerendered pages, on-demand /p and /d pages, the 404 page.
  const serveSite = ({ request }: { request: Request }) => {
    if (!options.site || new URL(request.url).pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', 'routeNotFound');
    }
    return options.site(request);
  };

  // The request-body hooks (platform/request-bodies.ts): size, content type and strict bodies, in three steps.
  const bodies = createRequestBodies(deps, { dynatagFormBytes: DYNATAG_FORM_BYTES });
  const app = new Elysia()
    .use(envelope(deps.log))
    .onRequest(({ request }) => {
      const path = new URL(request.url).pathname;
      if (bodies.refusesDeclaredSize(request, path)) return errorResponse(requestLang(request), tooLarge());
      if (!path.startsWith('/api/')) return;
      try {
        assertSameSite(request, deps.config.publicUrl);
      } catch (error) {
        return errorResponse(requestLang(request), error as AppError);
      }
    })
    .onParse({ as: 'global' }, bodies.parseBody)
    .onTransform({ as: 'global' }, bodies.refuseStrayFormFields)
    .use(apiDocs({ webhooks: WEBHOOKS_DOCUMENT }))
    .use(api)
    .use(scimModule(deps))
    .use(avatarFiles(deps))
    .use(companyUploads(deps))
    .use(dynatagUploads(deps))
    .use(videoFiles(deps))
    .use(liveModule(deps))
    .use(walletServices(deps))
    .use(publicPagesModule(pages, options.site))
    .get('/', serveSite, { detail: { hide: true } })
    .get('/*', serveSite, { detail: { hide: true } });
  // Every route is mounted now: the body hooks learn each one's schema before the first request.
  bodies.learnRoutes(app.routes);
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The request handler of the server: a public page already in the page cache straight from it (before
 * Elysia's routing and hooks; the same answer, security headers included), else the app plus the security
 * headers on every response. `peer`, the Bun server, gives the client address of the socket.
 */
const shuttingDown = () =>
  new Response('Service Unavailable', {
    status: 503,
    headers: { 'retry-after': '1', connection: 'close', 'content-type': 'text/plain; charset=utf-8' },
  });

export function createHandler(app: App, deps: Deps, pages?: PublicPages) {
  const isHttps = deps.config.publicUrl.startsWith('https:');
  const viaApp = async (request: Request) => withSecurityHeaders(await app.handle(request), isHttps);
  const viaServer = (request: Request, peer?: Peer) => {
    if (peer) rememberClientIp(request, () => peer.requestIP(request)?.address);
    return viaApp(request);
  };
  const answer = (request: Request, peer?: Peer): Response | Promise<Response> => {
    const cached = pages?.answerCached(request, peer);
    if (cached instanceof Response) return cached;
    // A page being rendered: its answer when the render is done, else (a change overtook it) the app's.
    if (cached) return cached.then((answer) => answer ?? viaServer(request, peer));
    return viaServer(request, peer);
  };
  // Our own hosts go straight on; a company's page domain only to its pages, any other host the neutral 404.
  const gate = createHostGate(deps);
  return (request: Request, peer?: Peer): Response | Promise<Response> => {
    // A server shutting down answers nothing more (the proxy tries another instance): every page it answered
    // had its view counted before the counter writes its last batch (server.ts shutdown).
    if (pages?.closing) return withSecurityHeaders(shuttingDown(), isHttps);
    const gated = gate(request, peer);
    if (gated === null) return answer(request, peer);
    if (gated instanceof Response) return withSecurityHeaders(gated, isHttps);
    return gated.then((refused) => (refused ? withSecurityHeaders(refused, isHttps) : answer(request, peer)));
  };
}
