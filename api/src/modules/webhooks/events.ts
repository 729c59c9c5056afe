// The events of the product as webhooks: each emitter builds its versioned payload (payloads.ts) and queues it
// for the companies concerned. Called after the change is committed; a failure to queue is logged, never
// thrown into the change (the customer's action has happened either way).
import {
  type Invoice,
  type Lead,
  memberships,
  type Order,
  profileCompanies,
  type Subscription,
  type User,
} from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { emitWebhook } from './emit';
import type { InvoiceIssued, LeadCreated, OrderStatusChanged, SubscriptionChanged } from './payloads';

const iso = (ms: number) => new Date(ms).toISOString();

/** A lead goes to every company whose card the visitor was on (a card page can show several companies). */
export async function leadCreated(
  deps: Deps,
  lead: Lead,
  profile: { id: number; shortId: string } | null,
  holder: Pick<User, 'shortId' | 'fullName' | 'email'>,
) {
  if (!profile) return;
  const rows = await deps.db
    .selectDistinct({ companyId: memberships.companyId })
    .from(profileCompanies)
    .innerJoin(memberships, eq(memberships.id, profileCompanies.membershipId))
    .where(eq(profileCompanies.profileId, profile.id));
  const data: LeadCreated = {
    lead: leadPayload(lead),
    profile: { id: profile.shortId, url: `${deps.config.publicUrl}/p/${profile.shortId}` },
    holder: { id: holder.shortId, fullName: holder.fullName, email: holder.email },
  };
  for (const { companyId } of rows) await emitWebhook(deps, companyId, 'lead.created', data);
}

/** The lead as every lead.created carries it. */
const leadPayload = (lead: Lead): LeadCreated['lead'] => ({
  id: lead.shortId,
  fullName: lead.fullName,
  email: lead.email,
  phone: lead.phone,
  company: lead.company,
  note: lead.note,
  lang: lead.lang,
  createdAt: iso(lead.createdAt),
  visit: {
    country: lead.country,
    city: lead.city,
    device: lead.device,
    os: lead.os,
    browser: lead.browser,
    source: lead.source,
  },
  answers: lead.answers,
  consent: { text: lead.consentText, at: iso(lead.consentAt ?? lead.createdAt) },
});

/** A dynatag's form was sent (issue 32): lead.created to the tag's company, with the tag in place of a card page. */
export async function tagLeadCreated(
  deps: Deps,
  lead: Lead,
  tag: { shortId: string; label: string; companyId: number },
  holder: Pick<User, 'shortId' | 'fullName' | 'email'>,
) {
  const data: LeadCreated = {
    lead: leadPayload(lead),
    profile: null,
    dynatag: { id: tag.shortId, label: tag.label, url: `${deps.config.publicUrl}/d/${tag.shortId}` },
    holder: { id: holder.shortId, fullName: holder.fullName, email: holder.email },
  };
  await emitWebhook(deps, tag.companyId, 'lead.created', data);
}

export async function orderStatusChanged(deps: Deps, order: Order, previousStatus: string) {
  if (order.status === 'draft' || !order.number) return;
  const data: OrderStatusChanged = {
    order: {
      id: order.shortId,
      number: order.number,
      status: order.status,
      previousStatus,
      total: order.total ?? 0,
      currency: 'SEK',
      changedAt: iso(order.updatedAt),
    },
  };
  await emitWebhook(deps, order.companyId, 'order.status_changed', data);
}

export async function subscriptionChanged(deps: Deps, subscription: Subscription) {
  const data: SubscriptionChanged = {
    subscription: {
      id: subscription.shortId,
      plan: subscription.plan,
      status: subscription.status,
      subscriber: { name: subscription.userName, email: subscription.userEmail },
      startedAt: iso(subscription.startedAt),
      endsAt: subscription.endsAt ? iso(subscription.endsAt) : null,
    },
  };
  await emitWebhook(deps, subscription.companyId, 'subscription.changed', data);
}

export async function invoiceIssued(deps: Deps, invoice: Invoice) {
  const data: InvoiceIssued = {
    invoice: {
      id: invoice.shortId,
      number: invoice.number,
      kind: invoice.kind,
      period: invoice.period,
      net: invoice.net,
      vat: invoice.vat,
      total: invoice.total,
      currency: 'SEK',
      issuedAt: iso(invoice.issuedAt),
      dueAt: iso(invoice.dueAt),
    },
  };
  // Named by the invoice: the billing run on two instances queues it once.
  await emitWebhook(deps, invoice.companyId, 'invoice.issued', data, {
    eventId: `msg_invoice_${invoice.shortId}`,
  });
}
