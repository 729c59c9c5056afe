import { LIMITS } from '@shared/constants';
import type { SiteHandler } from '@shared/http/site-handler';
import { Elysia } from 'elysia';
import { accountingModule } from './modules/accounting';
import { accountsModule } from './modules/accounts';
import { adminModule } from './modules/admin';
import { analyticsModule } from './modules/analytics';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { cardsModule } from './modules/cards';
import { companiesModule, companyUploads } from './modules/companies';
import { contactsModule } from './modules/contacts';
import { couponsModule } from './modules/coupons';
import { dynatagsModule, dynatagUploads } from './modules/dynatags';
import { generalModule } from './modules/general';
import { leadsModule } from './modules/leads';
import { liveModule } from './modules/live';
import { designRoutes, ordersModule } from './modules/orders';
import { createHostGate, pageDomainsModule } from './modules/page-domains';
import { profilesModule } from './modules/profiles';
import {
  createPublicPages,
  DYNATAG_FORM_BYTES,
  dynatagPreviewModule,
  dynatagPublicModule,
  type Peer,
  type PublicPages,
  publicPagesModule,
} from './modules/public-pages';
import { qrStylesModule } from './modules/qr-styles';
import { reportsModule } from './modules/reports';
import { searchModule } from './modules/search';
import { signaturesModule } from './modules/signatures';
import { ssoModule } from './modules/sso';
import { subscriptionsModule } from './modules/subscriptions';
import { avatarFiles, usersModule } from './modules/users';
import { appleWallet, walletAdminRoutes, walletModule } from './modules/wallet';
import { WEBHOOKS_DOCUMENT, webhooksModule } from './modules/webhooks';
import { identify } from './platform/auth';
import {
  acceptsFiles,
  bodyLimit,
  PARSED_TYPES,
  readLimited,
  tooLarge,
  withBody,
} from './platform/body-limit';
import type { Deps } from './platform/deps';
import { apiDocs } from './platform/docs';
import { envelope, errorResponse, requestLang } from './platform/envelope';
import { AppError } from './platform/errors';
import { assertSameSite, rememberClientIp, sameClient, withSecurityHeaders } from './platform/security';
import {
  type BodySchema,
  nestedDeeper,
  refuseJson,
  strayFormField,
  unknownField,
  unsupportedType,
} from './platform/strict-body';

/** Refuses oversized bodies before they are read: JSON up to 1 MB, multipart up to the upload limit. */
function bodyLimitFor(request: Request): number {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('multipart/') ? LIMITS.multipartBodyBytes : LIMITS.jsonBodyBytes;
}

type CookieJar = Parameters<typeof identify>[2];

const JSON_TYPES = new Set(['application/json']);
/** The routes that take files take forms; some of them also take JSON when no file is sent. */
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']);

const FORM_BODIES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** Builds the whole application from the feature modules; no listen, so tests call `app.handle`. */
export function createApp(deps: Deps, options: { site?: SiteHandler; pages?: PublicPages } = {}) {
  const pages = options.pages ?? createPublicPages(deps);
  // The modules in three groups: one chain of them all grew a type TypeScript gave up on (TS2589).
  const people = new Elysia({ name: 'api-people' })
    .use(generalModule(deps))
    .use(authModule(deps))
    .use(ssoModule(deps))
    .use(usersModule(deps))
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
    .use(walletModule(deps))
    .use(designRoutes(deps))
    .use(couponsModule(deps))
    .use(dynatagPublicModule(deps, pages.counter))
    .use(dynatagPreviewModule(deps, options.site));
  const business = new Elysia({ name: 'api-business' })
    .use(ordersModule(deps))
    .use(subscriptionsModule(deps))
    .use(billingModule(deps))
    .use(adminModule(deps))
    .use(accountingModule(deps))
    .use(walletAdminRoutes(deps));
  const api = new Elysia({ prefix: '/api/v1' }).use(people).use(tagsAndCards).use(business);

  // Everything outside the API is the site: prerendered pages, on-demand /p and /d pages, the 404 page.
  const serveSite = ({ request }: { request: Request }) => {
    if (!options.site || new URL(request.url).pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', 'routeNotFound');
    }
    return options.site(request);
  };

  // The routes that take files (multipart up to the upload limit), known once the app is built.
  const built: { routes: { method: string; path: string; hooks: { body?: unknown } }[] } = { routes: [] };
  let uploads: Set<string> | undefined;
  let bodies: Map<string, BodySchema> | undefined;
  const app = new Elysia()
    .use(envelope(deps.log))
    .onRequest(({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.startsWith('/d/')) {
        // The passcode and position form of a dynatag page: a few hundred bytes.
        const length = Number(request.headers.get('content-length') ?? 0);
        if (length > DYNATAG_FORM_BYTES) return errorResponse(requestLang(request), tooLarge());
      }
      if (!path.startsWith('/api/')) return;
      const lang = requestLang(request);
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > bodyLimitFor(request)) {
        return errorResponse(lang, new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge'));
      }
      try {
        assertSameSite(request, deps.config.publicUrl);
      } catch (error) {
        return errorResponse(lang, error as AppError);
      }
    })
    // Every body is counted as it is read (chunked ones have no Content-Length) and stops at its route's limit.
    .onParse({ as: 'global' }, async (context) => {
      const { request, contentType, route } = context;
      uploads ??= new Set(
        built.routes.filter((r) => acceptsFiles(r.hooks.body)).map((r) => `${r.method} ${r.path}`),
      );
      bodies ??= new Map(built.routes.map((r) => [`${r.method} ${r.path}`, r.hooks.body as BodySchema]));
      // An API operation takes the content type it documents: JSON, or forms on the routes that take files.
      const schema = route.startsWith('/api/') ? bodies.get(`${request.method} ${route}`) : undefined;
      const takesFiles = uploads.has(`${request.method} ${route}`);
      // A browser's POST without a body still says Content-Length: 0; validation judges the missing body.
      const sent = request.body !== null && request.headers.get('content-length') !== '0';
      if (schema && sent && !(takesFiles ? FORM_TYPES : JSON_TYPES).has(contentType)) {
        throw unsupportedType();
      }
      if (!PARSED_TYPES.has(contentType)) return;
      const limit = route.startsWith('/d/')
        ? DYNATAG_FORM_BYTES
        : bodyLimit(contentType, `${request.method} ${route}`, uploads, schema);
      // Uploads are for signed-in users: an anonymous caller is refused before megabytes are read.
      if (limit > LIMITS.jsonBodyBytes && !(await identify(deps, request, context.cookie as CookieJar))) {
        throw new AppError('UNAUTHORIZED', 'unauthorized');
      }
      const bytes = await readLimited(request, limit);
      if (contentType === 'application/json') {
        const text = new TextDecoder().decode(bytes);
        if (nestedDeeper(text)) throw new AppError('VALIDATION', 'invalidValue', { field: 'body' });
        let value: unknown;
        try {
          value = bytes.length ? JSON.parse(text) : {};
        } catch {
          throw new AppError('BAD_REQUEST', 'invalidValue');
        }
        const refusal = schema ? refuseJson(schema, value) : undefined;
        if (refusal) throw refusal;
        return value;
      }
      // Other types: the framework's own parsers read the counted copy.
      context.request = sameClient(withBody(request, bytes), request);
    })
    // A form (the upload routes) takes the fields its schema names: another one is 422, not dropped.
    .onTransform({ as: 'global' }, ({ body, request, route }) => {
      if (request.method === 'GET' || !route.startsWith('/api/')) return;
      if (!FORM_BODIES.test(request.headers.get('content-type') ?? '')) return;
      const schema = bodies?.get(`${request.method} ${route}`);
      const stray = schema ? strayFormField(schema, body) : undefined;
      if (stray !== undefined) throw unknownField(stray);
    })
    .use(apiDocs({ webhooks: WEBHOOKS_DOCUMENT }))
    .use(api)
    .use(avatarFiles(deps))
    .use(companyUploads(deps))
    .use(dynatagUploads(deps))
    .use(liveModule(deps))
    .use(appleWallet(deps))
    .use(publicPagesModule(pages, options.site))
    .get('/', serveSite, { detail: { hide: true } })
    .get('/*', serveSite, { detail: { hide: true } });
  built.routes = app.routes;
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The request handler of the server: a public page already in the page cache straight from it (before
 * Elysia's routing and hooks; the same answer, security headers included), else the app plus the security
 * headers on every response. `peer`, the Bun server, gives the client address of the socket.
 */
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
    const gated = gate(request, peer);
    if (gated === null) return answer(request, peer);
    if (gated instanceof Response) return withSecurityHeaders(gated, isHttps);
    return gated.then((refused) => (refused ? withSecurityHeaders(refused, isHttps) : answer(request, peer)));
  };
}
