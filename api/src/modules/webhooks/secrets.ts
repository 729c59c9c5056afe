// Signing secrets of webhook endpoints: made by us in the Standard Webhooks form (`whsec_` + base64 of 32 random
// bytes), kept encrypted with SECRET (we must sign with them), shown to the owner once.
import { randomBytes } from 'node:crypto';
import type { WebhookEndpoint } from '@db/schema';
import { Webhook } from 'standardwebhooks';
import { decrypt, encrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

/** How long a rotated secret keeps signing beside the new one, so the receiver can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;

export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const sealSecret = (deps: Deps, secret: string) => encrypt(secret, deps.config.secret);

/**
 * The `webhook-signature` header: `v1,<base64>` by the current secret, and by the previous one during the
 * overlap after a rotation (the specification's space-separated list; a receiver accepts any that verifies).
 */
export function signatureHeader(
  deps: Deps,
  endpoint: Pick<WebhookEndpoint, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  eventId: string,
  at: Date,
  payload: string,
): string {
  const sealed = [endpoint.secret];
  if (endpoint.previousSecret && (endpoint.previousSecretUntil ?? 0) > at.getTime()) {
    sealed.push(endpoint.previousSecret);
  }
  return sealed.map((s) => new Webhook(decrypt(s, deps.config.secret)).sign(eventId, at, payload)).join(' ');
}
