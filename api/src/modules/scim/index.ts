// SCIM 2.0 provisioning (issue 33): a company's directory (Entra ID, Okta) manages its people as colleagues over
// /scim/v2 (routes.ts, through scimmy: resource.ts), with a token the owners turn on, replace or turn off
// (settings-routes.ts, token.ts). What deactivation means: people.ts and docs/decisions.md. Above accounts: deleting
// a person removes the colleague as an owner's removal does.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { scimRoutes } from './routes';
import { provisioningRoutes } from './settings-routes';

// The door: what other modules may use (docs/modules.md).
export { SCIM_BODY_BYTES } from './routes';

/** The SCIM protocol under /scim/v2 (mounted outside /api/v1: SCIM answers in its own format). */
export const scimModule = (deps: Deps) => new Elysia({ name: 'scim-module' }).use(scimRoutes(deps));

/** The owners' settings under /api/v1/companies/{id}/provisioning. */
export const scimSettingsModule = (deps: Deps) =>
  new Elysia({ name: 'scim-settings-module' }).use(provisioningRoutes(deps));
