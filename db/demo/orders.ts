// The demo's card orders and invoices, made the way the wizard, the administrator and the billing run make them
// (api/src/modules/orders, billing): Nordvik Bygg's owner ordered cards for the team early last month with the
// demo's discount code, the administrator shipped them (so the company's card fleet has cards and an audit log),
// and last month's billing run invoiced the order; a second order of this month is received (company cards with
// the company's logo, one line sent to the Oslo office: two parcels). The mails these
// steps send are not sent for the demo. A second run changes nothing: the orders are made once.
import { type Company, cards, coupons, memberships, orders, type User, users } from '@db/schema';
import { CARD_TYPES } from '@shared/constants';
import type { CardEntryInput } from '@shared/schemas/orders';
import { and, eq, inArray } from 'drizzle-orm';
import { runBilling } from '../../api/src/modules/billing';
import { bumpCardScans } from '../../api/src/modules/cards';
import { createCoupon } from '../../api/src/modules/coupons';
import { changeStatus, saveDraft, submitDraft } from '../../api/src/modules/orders';
import { previousPeriod } from '../../api/src/modules/pricing';
import type { Deps } from '../../api/src/platform/deps';

export const DEMO_COUPON = 'NORDVIK10';
export const ORDERING_COMPANY = 'Nordvik Bygg AB';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Where a line of the received order is sent instead of the main address: its own parcel, abroad. */
const OSLO_OFFICE = (fullName: string) => ({
  fullName,
  street: 'Karl Johans gate 10',
  zipcode: '0154',
  city: 'Oslo',
  country: 'NO',
});
/** Scans of the shipped cards, one figure per card in turn. */
const DEMO_SCANS = [47, 19, 8];

/** The deps at a moment of the demo's past, sending no mail. */
const at = (deps: Deps, time: number): Deps => ({
  ...deps,
  clock: { now: () => time },
  mailer: { send: async () => {} },
});

/** A card line for a member, designed with what the member's profile at the company says. */
function line(
  member: { shortId: string; fullName: string; jobTitle: string; workPhone: string; workEmail: string },
  company: Company,
  type: CardEntryInput['type'],
  quantity = 1,
): CardEntryInput {
  return {
    recipient: member.shortId,
    type,
    quantity,
    design: {
      fullName: member.fullName,
      text: member.jobTitle,
      phone: member.workPhone,
      email: member.workEmail,
      vcardCompany: company.name,
      vcardUrl: company.websiteUrl,
    },
  };
}

async function placeOrder(
  deps: Deps,
  owner: User,
  company: Company,
  cards: CardEntryInput[],
  extra: { couponCodes?: string[]; invoiceMarking?: string },
) {
  const draft = await saveDraft(
    deps,
    owner,
    {
      companyId: company.shortId,
      cards,
      shippingAddress: {
        fullName: owner.fullName,
        street: company.street,
        zipcode: company.zipcode,
        city: company.city,
        country: 'SE',
      },
      ...extra,
    },
    owner.lang,
  );
  return submitDraft(deps, owner, draft.totals.total, owner.lang);
}

/** The demo's orders (made once) and last month's invoices; how many orders the company has. */
export async function seedOrders(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const company = companyByName.get(ORDERING_COMPANY);
  if (!company) throw new Error(`the demo has no ${ORDERING_COMPANY}`);
  const existing = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.companyId, company.id));
  if (existing.length === 0) {
    const owner = userOf('subscriber');
    const admin = userOf('admin');
    const members = await deps.db
      .select({
        shortId: memberships.shortId,
        fullName: users.fullName,
        jobTitle: memberships.jobTitle,
        workPhone: memberships.workPhone,
        workEmail: memberships.workEmail,
        state: memberships.state,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, company.id), inArray(memberships.state, ['owner', 'colleague'])));
    const now = deps.clock.now();
    const lastMonth = Date.parse(`${previousPeriod(now)}-05T09:00:00Z`);
    const [coupon] = await deps.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, DEMO_COUPON));
    if (!coupon)
      await createCoupon(at(deps, lastMonth - DAY), admin, {
        code: DEMO_COUPON,
        description: 'Demo: 10 % off a first order',
        discountPercent: 10,
        maxValue: 50_000,
      });
    const team = members.map((m, i) => line(m, company, i === 0 ? 'goldPersonal' : CARD_TYPES[i % 3]));
    const first = await placeOrder(at(deps, lastMonth), owner, company, team, {
      couponCodes: [DEMO_COUPON],
      invoiceMarking: 'Team cards',
    });
    await changeStatus(at(deps, lastMonth + DAY), admin, first.id, 'processing');
    await changeStatus(at(deps, lastMonth + 2 * DAY), admin, first.id, 'shipped');
    // The team has been handing the cards out since: scans counted as /c counts them, the latest hours ago.
    const made = await deps.db
      .select({ id: cards.id })
      .from(cards)
      .innerJoin(orders, eq(orders.id, cards.orderId))
      .where(eq(orders.shortId, first.id))
      .orderBy(cards.id);
    for (const [i, card] of made.entries())
      await bumpCardScans(deps.db, card.id, DEMO_SCANS[i % DEMO_SCANS.length], now - (i + 1) * 5 * HOUR);
    // The trade fair's cards (issue 19): the owners' company cards show Nordvik's logo, and one colleague's card
    // goes to the Oslo office, so the order is two parcels, one national and one international.
    const owners = members.filter((m) => m.state === 'owner');
    const abroad = members.find((m) => m.state === 'colleague');
    await placeOrder(
      at(deps, now - 2 * DAY),
      owner,
      company,
      [
        ...owners.map((m) => {
          const card = line(m, company, 'blackCompany', 2);
          return { ...card, design: { ...card.design, companyLogo: true } };
        }),
        ...(abroad
          ? [{ ...line(abroad, company, 'blackSimple'), altAddress: OSLO_OFFICE(abroad.fullName) }]
          : []),
      ],
      {
        invoiceMarking: 'Trade fair',
      },
    );
  }
  // Last month as the monthly run bills it (nothing twice on a second run).
  await runBilling(at(deps, deps.clock.now()), previousPeriod(deps.clock.now()));
  return (await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company.id)))
    .length;
}
