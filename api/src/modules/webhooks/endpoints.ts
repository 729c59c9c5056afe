// A company's webhook endpoints, managed by its owners only (colleagues 403, others 404, as every company route).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { type User, type WebhookEndpoint, webhookEndpoints } from '@db/schema';
import type { WebhookEndpointBody, WebhookEndpointPatch } from '@shared/schemas/webhooks';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Static } from 'elysia';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid, notFound } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from '../companies';
import { addressAllowed, hostOf, normalisedUrl, urlProblem } from './address-guard';
import { newSecret, SECRET_OVERLAP_MS, sealSecret } from './secrets';

/** Endpoints per company: enough for a CRM, an automation tool and a test receiver, with room to spare. */
export const MAX_ENDPOINTS = 10;

export const endpointView = (e: WebhookEndpoint) => ({
  id: e.shortId,
  url: e.url,
  description: e.description,
  events: e.events,
  enabled: e.enabled,
  disabledReason: e.disabledReason ?? null,
  failingSince: e.failingSince ?? null,
  previousSecretUntil: e.previousSecretUntil ?? null,
  createdAt: e.createdAt,
});

/**
 * The URL must be a public https address: refused before saving, also when its name resolves to a private one.
 * Answers the URL as it is kept (normalisedUrl).
 */
async function checkUrl(deps: Deps, raw: string) {
  const allowLoopback = deps.config.webhooks.allowLoopback;
  const problem = urlProblem(raw, allowLoopback);
  if (problem) throw invalid('url', problem);
  const url = normalisedUrl(raw);
  const host = hostOf(new URL(url));
  if (isIP(host)) return url;
  // A name that does not resolve now may later (a receiver being set up): its deliveries say so in the log.
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => !addressAllowed(a.address, allowLoopback))) {
    throw invalid('url', 'webhookUrlNotPublic');
  }
  return url;
}

/** The company (owned by the caller) and one of its endpoints; 404 for an endpoint of another company. */
export async function findEndpoint(deps: Deps, user: User, companyShortId: string, endpointShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, company.id), eq(webhookEndpoints.shortId, endpointShortId)));
  if (!endpoint) throw notFound();
  return { company, endpoint };
}

export async function listEndpoints(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, company.id))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointView);
}

export async function createEndpoint(
  deps: Deps,
  user: User,
  companyShortId: string,
  body: Static<typeof WebhookEndpointBody>,
) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const url = await checkUrl(deps, body.url);
  const secret = newSecret();
  const now = deps.clock.now();
  const endpoint = await deps.db.transaction(async (tx) => {
    const [{ value }] = await tx
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, company.id));
    if (value >= MAX_ENDPOINTS)
      throw new AppError('CONFLICT', 'webhookLimit', { params: { limit: MAX_ENDPOINTS } });
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        shortId: shortId(),
        companyId: company.id,
        url,
        description: body.description?.trim() ?? '',
        events: body.events,
        secret: sealSecret(deps, secret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'webhook',
      entityId: row.shortId,
      action: 'created',
      details: { url, events: body.events.join(', ') },
      at: now,
    });
    return row;
  });
  return { endpoint: endpointView(endpoint), secret };
}

export async function updateEndpoint(
  deps: Deps,
  user: User,
  companyShortId: string,
  endpointShortId: string,
  body: Static<typeof WebhookEndpointPatch>,
) {
  const { endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  const url = body.url === undefined ? undefined : await checkUrl(deps, body.url);
  const enabling = body.enabled === true && !endpoint.enabled;
  const now = deps.clock.now();
  const [[row]] = await deps.db.batch([
    deps.db
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
        ...(body.description !== undefined ? { description: body.description.trim() } : {}),
        ...(body.enabled === false && endpoint.enabled
          ? { enabled: false, disabledReason: 'owner' as const }
          : {}),
        // Enabled again: a fresh start, so one more failure does not disable it at once.
        ...(enabling ? { enabled: true, disabledReason: null, failingSince: null } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning(),
    auditInsert(deps.db, {
      companyId: endpoint.companyId,
      actor: user,
      entity: 'webhook',
      entityId: endpoint.shortId,
      action: 'updated',
      details: { fields: Object.keys(body).sort().join(', ') },
      at: now,
    }),
  ]);
  return endpointView(row);
}

export async function deleteEndpoint(
  deps: Deps,
  user: User,
  companyShortId: string,
  endpointShortId: string,
) {
  const { endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)),
    auditInsert(deps.db, {
      companyId: endpoint.companyId,
      actor: user,
      entity: 'webhook',
      entityId: endpoint.shortId,
      action: 'deleted',
      details: { url: endpoint.url },
      at: now,
    }),
  ]);
}

/** A new secret, shown once; the old one keeps signing beside it for SECRET_OVERLAP_MS. */
export async function rotateSecret(deps: Deps, user: User, companyShortId: string, endpointShortId: string) {
  const { endpoint } = await findEndpoint(deps, user, companyShortId, endpointShortId);
  const secret = newSecret();
  const now = deps.clock.now();
  const [[row]] = await deps.db.batch([
    deps.db
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(deps, secret),
        previousSecret: endpoint.secret,
        previousSecretUntil: now + SECRET_OVERLAP_MS,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning(),
    auditInsert(deps.db, {
      companyId: endpoint.companyId,
      actor: user,
      entity: 'webhook',
      entityId: endpoint.shortId,
      action: 'secretRotated',
      at: now,
    }),
  ]);
  return { endpoint: endpointView(row), secret };
}
