// Apple's "Wallet Passes web service" at the pass's webServiceURL (/api/wallet/apple/v1/...): devices register
// for a pass's updates, ask which passes changed, fetch the latest pass and send their logs. Outside the
// cookie-session API: a device proves itself with the pass's token (Authorization: ApplePass <token>).
import { timingSafeEqual } from 'node:crypto';
import { walletPasses, walletRegistrations } from '@db/schema';
import { and, eq, gt } from 'drizzle-orm';
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { bareAnswers, fileAnswer } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import { RATE_RULES } from '../../platform/rate-limit';
import { clientIp } from '../../platform/security';
import type { AppleWalletConfig } from '../../platform/wallet-config';
import { APPLE_SERVICE_PATH, cachedApplePass } from './apple-pass';
import { passContent, passToken } from './pass-content';
import { isRegistered, markSeen, PASS_DEVICE_CAP, saveRegistration } from './registrations';
import {
  DeviceParams,
  DevicePassParams,
  LogBody,
  PassParams,
  RegisterBody,
  SerialNumbersData,
  UpdatedQuery,
} from './request-schemas';
import { rememberPass } from './updates';

const tags = ['Wallet'];
const LIMIT = RATE_RULES.walletRegistration;
const security = [{ ApplePass: [] }];

/** The pass's own token, else 401; a pass type that is not ours is unknown. */
function authorize(
  deps: Deps,
  apple: AppleWalletConfig,
  request: Request,
  passTypeId: string,
  serial: string,
) {
  if (passTypeId !== apple.passTypeId) throw notFound();
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`ApplePass ${passToken(deps, serial)}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('UNAUTHORIZED', 'unauthorized');
  }
}

const httpDate = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toUTCString();

export const appleWebService = (deps: Deps, apple: AppleWalletConfig) =>
  new Elysia({ name: 'wallet-apple-service', prefix: `${APPLE_SERVICE_PATH}/v1` })
    // POST – a device starts receiving updates of a pass (201 new, 200 already registered)
    .post(
      '/devices/:deviceId/registrations/:passTypeId/:serial',
      async ({ params, body, request }) => {
        authorize(deps, apple, request, params.passTypeId, params.serial);
        const known = await isRegistered(deps, params.deviceId, params.serial);
        // The pass is public: a new device counts against its address and itself (429 with Retry-After).
        if (!known) {
          const ip = clientIp(request, deps.config.trustProxy);
          await deps.limiter.check('walletRegistration', ip, params.deviceId);
        }
        const content = await passContent(deps, params.serial);
        if (!content) throw notFound();
        await rememberPass(deps, content);
        const { deviceId, serial } = params;
        await saveRegistration(deps, { deviceId, serial, pushToken: body.pushToken }, !known);
        return new Response(null, { status: known ? 200 : 201 });
      },
      {
        params: DevicePassParams,
        body: RegisterBody,
        detail: {
          tags,
          security,
          summary: 'Register a device for a pass’s updates (Apple Wallet)',
          description: `A device new to the pass counts against its address (${LIMIT.ip.limit} an hour) and itself (${LIMIT.account.limit} passes an hour): past either, 429 with Retry-After (seconds). Registering again only updates the push token (200). A pass keeps the ${PASS_DEVICE_CAP} devices seen most recently.`,
          responses: bareAnswers({
            201: { description: 'Registered' },
            200: { description: 'Already registered' },
          }),
        },
      },
    )
    // DELETE – the pass was removed from the device
    .delete(
      '/devices/:deviceId/registrations/:passTypeId/:serial',
      async ({ params, request }) => {
        authorize(deps, apple, request, params.passTypeId, params.serial);
        await deps.db
          .delete(walletRegistrations)
          .where(
            and(
              eq(walletRegistrations.deviceId, params.deviceId),
              eq(walletRegistrations.serial, params.serial),
            ),
          );
        return new Response(null, { status: 200 });
      },
      {
        params: DevicePassParams,
        detail: {
          tags,
          security,
          summary: 'Unregister a device from a pass (Apple Wallet)',
          responses: bareAnswers({ 200: { description: 'Unregistered' } }),
        },
      },
    )
    // GET – the serial numbers of this device's passes changed since the tag (204: none)
    .get(
      '/devices/:deviceId/registrations/:passTypeId',
      async ({ params, query }) => {
        if (params.passTypeId !== apple.passTypeId) throw notFound();
        const since = Number(query.passesUpdatedSince ?? -1);
        await markSeen(deps, params.deviceId);
        const rows = await deps.db
          .select({ serial: walletPasses.serial, changedAt: walletPasses.changedAt })
          .from(walletRegistrations)
          .innerJoin(walletPasses, eq(walletPasses.serial, walletRegistrations.serial))
          .where(and(eq(walletRegistrations.deviceId, params.deviceId), gt(walletPasses.changedAt, since)));
        if (!rows.length) return new Response(null, { status: 204 });
        // Apple's protocol: a bare JSON object, no envelope.
        return Response.json({
          serialNumbers: rows.map((r) => r.serial),
          lastUpdated: String(Math.max(...rows.map((r) => r.changedAt))),
        });
      },
      {
        params: DeviceParams,
        query: UpdatedQuery,
        detail: {
          tags,
          summary: 'Passes of a device changed since a tag (Apple Wallet)',
          responses: bareAnswers({
            200: {
              description: 'The changed passes (no envelope)',
              content: { 'application/json': { schema: SerialNumbersData } },
            },
            204: { description: 'Nothing changed' },
          }),
        },
      },
    )
    // GET – the latest version of a pass (304 when not modified since)
    .get(
      '/passes/:passTypeId/:serial',
      async ({ params, request }) => {
        authorize(deps, apple, request, params.passTypeId, params.serial);
        const content = await passContent(deps, params.serial);
        if (!content) throw notFound();
        const changedAt = await rememberPass(deps, content);
        const lastModified = httpDate(changedAt);
        const since = Date.parse(request.headers.get('if-modified-since') ?? '');
        if (!Number.isNaN(since) && Math.floor(changedAt / 1000) * 1000 <= since) {
          return new Response(null, { status: 304, headers: { 'last-modified': lastModified } });
        }
        return new Response(new Uint8Array(await cachedApplePass(deps, apple, content)), {
          headers: {
            'content-type': 'application/vnd.apple.pkpass',
            'last-modified': lastModified,
            'cache-control': 'no-store',
          },
        });
      },
      {
        params: PassParams,
        detail: {
          tags,
          security,
          summary: 'The latest version of a pass (Apple Wallet)',
          responses: {
            ...fileAnswer('application/vnd.apple.pkpass', 'The signed pass (no envelope)'),
            304: {
              description: 'Unchanged since If-Modified-Since (no body; Last-Modified repeated)',
              headers: { 'Last-Modified': { schema: { type: 'string' } } },
            },
          } as unknown as ReturnType<typeof fileAnswer>,
        },
      },
    )
    // POST – a device's error messages about our passes, into our log
    .post(
      '/log',
      ({ body }) => {
        for (const line of body.logs) deps.log.warn('wallet device log', { line });
        return new Response(null, { status: 200 });
      },
      {
        body: LogBody,
        detail: {
          tags,
          summary: 'Log messages from devices (Apple Wallet)',
          responses: bareAnswers({ 200: { description: 'Logged' } }),
        },
      },
    );
