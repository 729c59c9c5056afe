import { SsoDomainBody, SsoLinkBody, SsoLookupBody, SsoSettingsBody } from '@shared/schemas/sso';
import { type DocumentDecoration, Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import { cancelLink, confirmLink, describeLink } from './link';
import { SsoLinkData, SsoLinkDoneData, SsoLookupData, SsoSettingsData } from './response-schemas';
import { addDomain, removeDomain, removeSso, saveSso, ssoSettings, verifyDomain } from './settings';
import { finishSso, lookupSso, startSso } from './sign-in';

const tags = ['Single sign-on'];
const owners = 'Owners of the company only (403 for a colleague, 404 for anyone else).';
const Id = t.String({ minLength: 1, maxLength: 20, error: 'notFound', description: 'The company shortId' });
const CompanyParams = t.Object({ shortId: Id });
const DomainParams = t.Object({
  shortId: Id,
  domain: t.String({ minLength: 1, maxLength: 253, error: 'notFound', description: 'The mail domain' }),
});

/** A browser navigation answers with a redirect; a failure goes to the login dialog with its message key. */
const redirect = (location: string) =>
  new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store' } });
const redirectAnswer = (description: string) =>
  ({
    302: {
      description: `${description}; on failure to /login?ssoError=<message key>, which the login dialog shows`,
      headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } },
    },
  }) as NonNullable<DocumentDecoration['responses']>;
const failed = (deps: Deps, error: unknown) => {
  if (!(error instanceof AppError) || error.code === 'INTERNAL') throw error;
  return redirect(`${deps.config.publicUrl}/login?ssoError=${error.key}`);
};

/** A company's mail domains and identity provider (owners). */
const settingsRoutes = (deps: Deps) =>
  new Elysia({ name: 'sso-settings', prefix: '/companies/:shortId/sso' })
    .use(authGuard(deps))
    .get('', ({ user, params }) => ssoSettings(deps, user.id, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: 'Single sign-on settings',
        description: owners,
        responses: answers(SsoSettingsData, 'The domains and the provider'),
      },
    })
    .put(
      '',
      async ({ user, params, body }) => reply(await saveSso(deps, user, params.shortId, body), 'ssoSaved'),
      {
        auth: true,
        params: CompanyParams,
        body: SsoSettingsBody,
        detail: {
          tags,
          summary: 'Connect or change the identity provider',
          description: owners,
          responses: answers(SsoSettingsData, 'Saved'),
        },
      },
    )
    .delete(
      '',
      async ({ user, params }) => reply(await removeSso(deps, user, params.shortId), 'ssoRemoved'),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Disconnect the identity provider',
          description: owners,
          responses: answers(SsoSettingsData, 'Disconnected; passwords work again'),
        },
      },
    )
    .post(
      '/domains',
      async ({ user, params, body }) =>
        reply(await addDomain(deps, user, params.shortId, body.domain), 'mailDomainAdded', 201),
      {
        auth: true,
        params: CompanyParams,
        body: SsoDomainBody,
        detail: {
          tags,
          summary: 'Add a mail domain (unverified until its TXT record is found)',
          description: owners,
          responses: answers(SsoSettingsData, 'The settings with the new domain and its TXT record', 201),
        },
      },
    )
    .post(
      '/domains/:domain/verify',
      async ({ user, params }) =>
        reply(await verifyDomain(deps, user, params.shortId, params.domain), 'mailDomainVerified'),
      {
        auth: true,
        params: DomainParams,
        detail: {
          tags,
          summary: "Look for the domain's TXT record",
          description: `${owners} 422 when the record is missing or wrong, 409 when another company verified the domain first, 503 when DNS cannot be reached.`,
          responses: answers(SsoSettingsData, 'The domain is verified'),
        },
      },
    )
    .delete(
      '/domains/:domain',
      async ({ user, params }) =>
        reply(await removeDomain(deps, user, params.shortId, params.domain), 'mailDomainRemoved'),
      {
        auth: true,
        params: DomainParams,
        detail: {
          tags,
          summary: 'Remove a mail domain',
          description: owners,
          responses: answers(SsoSettingsData, 'Removed'),
        },
      },
    );

/** Signing in through a company's provider (anyone). */
const signInRoutes = (deps: Deps) =>
  new Elysia({ name: 'sso-sign-in', prefix: '/auth/sso' })
    .post(
      '/lookup',
      async ({ body, request }) => {
        await deps.limiter.check('login', clientIp(request, deps.config.trustProxy));
        return reply(await lookupSso(deps, body.email), 'ssoLookedUp');
      },
      {
        body: SsoLookupBody,
        detail: {
          tags: ['Auth'],
          summary: "Whether an address signs in through its company's provider",
          responses: answers(SsoLookupData, 'Where to sign in'),
        },
      },
    )
    .get(
      '/start',
      async ({ query, cookie, request }) => {
        try {
          await deps.limiter.check('login', clientIp(request, deps.config.trustProxy));
          return redirect(await startSso(deps, cookie as never, query.email, query.next));
        } catch (error) {
          return failed(deps, error);
        }
      },
      {
        query: t.Object({
          email: t.String({
            format: 'email',
            maxLength: 254,
            error: 'invalidEmail',
            description: 'The work address',
          }),
          next: t.Optional(
            t.String({
              maxLength: 500,
              error: 'invalidValue',
              description: 'A path of this site to go to after',
            }),
          ),
        }),
        detail: {
          tags: ['Auth'],
          summary: "Go to the company's provider (302)",
          responses: redirectAnswer("To the company's provider"),
        },
      },
    )
    .get(
      '/callback',
      async ({ request, cookie }) => {
        try {
          return redirect(
            `${deps.config.publicUrl}${await finishSso(deps, request, cookie as never, requestLang(request))}`,
          );
        } catch (error) {
          return failed(deps, error);
        }
      },
      {
        detail: {
          tags: ['Auth'],
          summary: "The provider's redirect back (302)",
          responses: redirectAnswer(
            'Signed in, to the dashboard (or `next`); for an existing account outside the company, to /connect-account/ to confirm it first',
          ),
        },
      },
    );

const linkCookie =
  'The pending link lives in an HttpOnly cookie of the browser that came back from the provider (404 without one, or once used or expired after 15 minutes).';

/** Confirming an existing account that a company's provider vouched for (its owner, once). */
const linkRoutes = (deps: Deps) =>
  new Elysia({ name: 'sso-link', prefix: '/auth/sso/link' })
    // GET /auth/sso/link – what this browser's pending link would connect
    .get('', async ({ cookie }) => reply(await describeLink(deps, cookie as never), 'ssoLinkFound'), {
      detail: {
        tags: ['Auth'],
        summary: 'The pending link of a sign-in through a company that met an existing account',
        description: linkCookie,
        responses: answers(SsoLinkData, 'The account and the company'),
      },
    })
    // POST /auth/sso/link – the account's owner confirms with their password and code; it joins and signs in
    .post(
      '',
      async ({ cookie, request, body }) => {
        const done = await confirmLink(deps, cookie as never, request, body);
        if ('otpRequired' in done) return reply(done, 'otpRequired');
        return reply(done, 'ssoLinked', 200, { company: done.company });
      },
      {
        body: SsoLinkBody,
        detail: {
          tags: ['Auth'],
          summary: 'Confirm the account: it joins the company as a colleague and signs in',
          description: `${linkCookie} 422 on \`password\` or \`otp\` when wrong (the link stays), 409 when the company is full or the account's plan allows no other company, 403 for an administrator, 429 past the password-check limit.`,
          responses: answers(SsoLinkDoneData, 'Confirmed and signed in, or { otpRequired: true }'),
        },
      },
    )
    // DELETE /auth/sso/link – "not me" / "not now": the pending link ends
    .delete('', async ({ cookie }) => reply(await cancelLink(deps, cookie as never), 'ssoLinkCancelled'), {
      detail: {
        tags: ['Auth'],
        summary: 'Drop the pending link (the account stays as it was)',
        responses: answers(t.Null(), 'Dropped'),
      },
    });

export const ssoModule = (deps: Deps) =>
  new Elysia({ name: 'sso' }).use(settingsRoutes(deps)).use(signInRoutes(deps)).use(linkRoutes(deps));
