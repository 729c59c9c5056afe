// Wallet passes of a card: the signed Apple pass and the Google save link, for anyone who may see the card
// (the same visibility as /p and /c), Apple's web service and the watch that keep the passes current.
import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, bareAnswers, fileAnswer } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { http2Apns } from './apns';
import { cachedApplePass } from './apple-pass';
import { appleWebService } from './apple-service';
import { googleSaveUrl } from './google-pass';
import { rememberGoogleObject } from './google-queue';
import { googleWalletJobs } from './google-updates';
import { MyPassesData, myPasses } from './mine';
import { passContent } from './pass-content';
import { deviceJobs } from './registrations';
import { SerialParam } from './request-schemas';
import { rememberPass, watchPassChanges } from './updates';

// The door: what other modules may use (docs/modules.md).
export { walletAdminRoutes } from './admin-status';
export { applePass } from './apple-pass';
export { appleWebService } from './apple-service';
export { myPasses } from './mine';
export { passContent } from './pass-content';
export { saveRegistration } from './registrations';
export { rememberPass } from './updates';

/** The devices' retention and the Google updates' sender. */
export const walletJobs = [...deviceJobs, ...googleWalletJobs];

const tags = ['Wallet'];

/** GET /wallet/apple/{serial} and /wallet/google/{serial} (under /api/v1). */
export const walletModule = (deps: Deps) =>
  new Elysia({ name: 'wallet', prefix: '/wallet' })
    .use(authGuard(deps))
    // GET /wallet/mine – which passes the signed-in person can add (dashboard), and which services exist
    .get('/mine', ({ user }) => myPasses(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'My Wallet passes: my card and the metal cards I hold',
        responses: answers(MyPassesData, 'The passes, and which Wallet services are configured'),
      },
    })
    .get(
      '/apple/:serial',
      async ({ params }) => {
        const apple = deps.config.wallet.apple;
        const content = apple ? await passContent(deps, params.serial) : null;
        if (!apple || !content) throw notFound();
        await rememberPass(deps, content);
        return new Response(new Uint8Array(await cachedApplePass(deps, apple, content)), {
          headers: {
            'content-type': 'application/vnd.apple.pkpass',
            'content-disposition': 'attachment; filename="dynacard.pkpass"',
            'cache-control': 'no-store',
          },
        });
      },
      {
        params: SerialParam,
        detail: {
          tags,
          summary: 'The card as an Apple Wallet pass',
          description:
            '404 when Apple Wallet is not configured, or the card shows nobody (disabled, deleted).',
          responses: fileAnswer('application/vnd.apple.pkpass', 'The signed pass (no envelope)'),
        },
      },
    )
    .get(
      '/google/:serial',
      async ({ params }) => {
        const google = deps.config.wallet.google;
        const content = google ? await passContent(deps, params.serial) : null;
        if (!google || !content) throw notFound();
        // From now on the card's changes go to the object the link creates when it is saved.
        await rememberGoogleObject(deps, content);
        return new Response(null, {
          status: 303,
          headers: { location: await googleSaveUrl(deps, google, content), 'cache-control': 'no-store' },
        });
      },
      {
        params: SerialParam,
        detail: {
          tags,
          summary: 'Save the card to Google Wallet',
          description:
            'Redirects (303) to Google’s save link; 404 when not configured or the card shows nobody. The pass saved from it is updated through Google’s API when the card changes.',
          responses: bareAnswers({
            303: {
              description: 'To Google’s save page',
              headers: {
                Location: {
                  description: 'https://pay.google.com/gp/v/save/{jwt}',
                  schema: { type: 'string' },
                },
              },
            },
          }),
        },
      },
    );

/**
 * Apple's web service (when Apple Wallet is configured), and the watch that keeps the passes of both services
 * current (when either is).
 */
export function walletServices(deps: Deps) {
  const { apple, google } = deps.config.wallet;
  if (apple || google) {
    watchPassChanges(deps, { apns: apple ? http2Apns(apple, deps.log) : undefined, google: Boolean(google) });
  }
  return apple ? appleWebService(deps, apple) : new Elysia({ name: 'wallet-apple-service' });
}
