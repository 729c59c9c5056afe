import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { CompanyParams } from '../companies';
import { issueToken, provisioningStatus, turnOff } from './token';

const tags = ['Companies'];
const owners = 'Owners only: a colleague gets 403, anyone outside the company 404.';

const ProvisioningData = t.Object(
  {
    enabled: t.Boolean({ description: 'Whether the directory may provision the company' }),
    baseUrl: t.String({ description: 'The SCIM base URL to give the directory' }),
    tokenPrefix: t.Nullable(t.String({ description: "The token's first characters, to tell tokens apart" })),
    since: t.Nullable(t.Integer({ description: 'When provisioning was turned on (UTC epoch milliseconds)' })),
  },
  { description: "The company's provisioning (SCIM)" },
);
const IssuedData = t.Composite([
  ProvisioningData,
  t.Object({ token: t.String({ description: 'The bearer token: shown in this answer only' }) }),
]);

/** The owners' provisioning settings: on with a token (shown once), a new token, off. */
export const provisioningRoutes = (deps: Deps) =>
  new Elysia({ name: 'scim-settings', prefix: '/companies/:shortId/provisioning' })
    .use(authGuard(deps))
    .get('/', ({ user, params }) => provisioningStatus(deps, user, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: "Read the company's provisioning (SCIM) settings",
        description: owners,
        responses: answers(ProvisioningData, 'On or off, the base URL and the token prefix'),
      },
    })
    .post(
      '/',
      async ({ user, params }) =>
        reply(await issueToken(deps, user, params.shortId), 'provisioningToken', 201),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Turn provisioning on, or replace its token',
          description: `${owners} The token is in this answer only; a replaced token stops at once.`,
          responses: answers(IssuedData, 'The settings and the new token', 201),
        },
      },
    )
    .delete(
      '/',
      async ({ user, params }) => reply(await turnOff(deps, user, params.shortId), 'provisioningOff'),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Turn provisioning off',
          description: `${owners} The token stops; the people stay colleagues as they are.`,
          responses: answers(ProvisioningData, 'The settings, off'),
        },
      },
    );
