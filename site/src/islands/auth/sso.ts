// Signing in through a company's provider, the login dialog's side: which button to show for a provider, where it
// goes, and which message a failed sign-in (/login?ssoError=<key>) shows. Only the keys the API sends there are
// shown; anything else in the address is ignored, never echoed.
import type { SsoProvider } from '@shared/schemas/sso';
import type { ApiData } from '../../../../packages/client/src/index';
import type { AppKey } from '../../dashboard/lib/i18n';

export type SsoLookup = NonNullable<ApiData<'/api/v1/auth/sso/lookup', 'post'>>;
/** A pending link: a provider's sign-in met an existing account outside the company (ConnectAccountPage). */
export type SsoLink = NonNullable<ApiData<'/api/v1/auth/sso/link', 'get'>>;

/** The API's failure keys of /auth/sso/start and /auth/sso/callback (api/src/modules/sso) → the dialog's text. */
const ERRORS: Record<string, AppKey> = {
  ssoExpired: 'ssoErrorExpired',
  ssoFailed: 'ssoErrorFailed',
  ssoWrongDomain: 'ssoErrorWrongDomain',
  ssoNotConfigured: 'ssoErrorNotConfigured',
  ssoProviderUnreachable: 'ssoErrorUnreachable',
  accountDisabled: 'ssoErrorDisabled',
  colleagueLimit: 'ssoErrorColleagueLimit',
  membershipLimit: 'ssoErrorMembershipLimit',
  ssoAdministrator: 'ssoErrorAdministrator',
  rateLimited: 'ssoErrorRateLimited',
};

/** The text of a failed sign-in's key, or null for a key the API never sends there. */
export const ssoErrorText = (key: string | null | undefined): AppKey | null =>
  key && Object.hasOwn(ERRORS, key) ? ERRORS[key] : null;

/** The button names the provider a person knows; any other provider is "your company". */
export const continueLabel = (provider: SsoProvider | null): AppKey =>
  provider === 'google' ? 'ssoContinueGoogle' : provider === 'microsoft' ? 'ssoContinueMicrosoft' : 'ssoWay';

const START = '/api/v1/auth/sso/start?';

/**
 * Where the button goes: the lookup's start address of this site, with the page to come back to (a remembered
 * return path); null for anything else.
 */
export function startHref(startUrl: string | null, next: string | null): string | null {
  if (!startUrl?.startsWith(START)) return null;
  return next ? `${startUrl}&next=${encodeURIComponent(next)}` : startUrl;
}
