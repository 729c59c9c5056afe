// The card fleet: the cards an order makes, the owners' list, reassign and disable with their audit entries,
// the permissions (colleague 403, another company's owner 404, anonymous 401) and the answers as documented.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { auditLog, cards, memberships, orders } from '@db/schema';
import type { AuditEntry, FleetCard } from '@shared/types/orders';
import { eq } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { EnvelopeOf } from '../../platform/envelope';
import { AuditData } from '../audit';
import { colleague, company, companyRow, insertMember, person } from '../companies/test-kit';
import { CARD_ID_LENGTH } from './create';
import { FleetCardData, FleetData } from './response-schemas';
import { orderWithCards } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner's company with a colleague and an order: three cards for the owner, one gold for the colleague. */
async function fleet() {
  const owner = await person(t, { fullName: 'Olga Owner' });
  const firm = await company(owner.c, { name: 'Fleet AB' });
  const row = (await companyRow(t, firm.shortId))!;
  const [mine] = await t.db.select().from(memberships).where(eq(memberships.userId, owner.user.id));
  const mate = await colleague(t, firm.shortId, { fullName: 'Cecilia Colleague' });
  const made = await orderWithCards(t, row.id, owner.user.id, [
    { recipient: mine, quantity: 3 },
    { recipient: mate.membership, type: 'goldSimple' },
  ]);
  return { owner, firm, row, mine, mate, ...made };
}

const valid = (schema: Parameters<typeof EnvelopeOf>[0], body: unknown) =>
  getSchemaValidator(EnvelopeOf(schema)).Check(body);

describe('an order’s cards', () => {
  test('one row per card, each with its own unguessable link, held by the line’s recipient, active', async () => {
    const { cards: made, mine, mate, row, order } = await fleet();
    expect(made).toHaveLength(4);
    expect(new Set(made.map((c) => c.shortId)).size).toBe(4);
    for (const card of made) {
      expect(card.shortId).toMatch(new RegExp(`^[A-Za-z0-9]{${CARD_ID_LENGTH}}$`));
      expect(card.status).toBe('active');
      expect(card.companyId).toBe(row.id);
      expect(card.orderId).toBe(order.id);
    }
    expect(made.map((c) => c.holderMembershipId)).toEqual([mine.id, mine.id, mine.id, mate.membership.id]);
    expect(made.map((c) => c.type)).toEqual([
      'blackPersonal',
      'blackPersonal',
      'blackPersonal',
      'goldSimple',
    ]);
  });
});

describe('the fleet list', () => {
  test('shows owners every card: type, holder, status, scans, last scan, link, as documented', async () => {
    const { owner, firm, cards: made, mate, order } = await fleet();
    const res = await owner.c.get<FleetCard[]>(`/api/v1/cards/companies/${firm.shortId}`);
    expect(res.status).toBe(200);
    expect(valid(FleetData, res.body)).toBe(true);
    expect(res.body.data.map((c) => c.id)).toEqual(made.map((c) => c.shortId));
    const gold = res.body.data[3];
    expect(gold).toMatchObject({
      url: `${BASE}/c/${made[3].shortId}`,
      type: 'goldSimple',
      status: 'active',
      holder: { membershipId: mate.membership.shortId, fullName: 'Cecilia Colleague' },
      engraving: 'Anna Andersson',
      orderNumber: order.number!,
      shipped: false,
      scans: 0,
      lastScanAt: null,
      designPath: `/api/v1/cards/${made[3].shortId}/design.svg`,
    });
  });

  test('says a card is being made until its order ships (processing too), then that it shipped', async () => {
    const { owner, firm, order } = await fleet();
    const list = async () =>
      (await owner.c.get<FleetCard[]>(`/api/v1/cards/companies/${firm.shortId}`)).body.data.map(
        (c) => c.shipped,
      );
    expect(await list()).toEqual([false, false, false, false]);
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order.id));
    expect(await list()).toEqual([false, false, false, false]);
    await t.db
      .update(orders)
      .set({ status: 'shipped', shippedAt: t.clock.now() })
      .where(eq(orders.id, order.id));
    expect(await list()).toEqual([true, true, true, true]);
  });

  test('colleagues get 403, another company’s owner 404, anonymous 401', async () => {
    const { firm, mate, cards: made } = await fleet();
    const stranger = await person(t);
    await company(stranger.c, { name: 'Other AB' });
    const paths = [
      `/api/v1/cards/companies/${firm.shortId}`,
      `/api/v1/cards/companies/${firm.shortId}/audit`,
    ];
    for (const path of paths) {
      expect((await mate.c.get(path)).status).toBe(403);
      expect((await stranger.c.get(path)).status).toBe(404);
      expect((await t.client().get(path)).status).toBe(401);
    }
    const patch = `/api/v1/cards/${made[0].shortId}`;
    expect((await mate.c.patch(patch, { status: 'disabled' })).status).toBe(403);
    expect((await stranger.c.patch(patch, { status: 'disabled' })).status).toBe(404);
    expect((await t.client().patch(patch, { status: 'disabled' })).status).toBe(401);
    const [card] = await t.db.select().from(cards).where(eq(cards.id, made[0].id));
    expect(card.status).toBe('active');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, made[0].shortId))).toHaveLength(0);
  });
});

describe('a card change', () => {
  test('reassigns to a colleague and disables, each audit-logged with actor, before and after', async () => {
    const { owner, firm, mine, mate, cards: made } = await fleet();
    const path = `/api/v1/cards/${made[0].shortId}`;
    const moved = await owner.c.patch<FleetCard>(path, { holder: mate.membership.shortId });
    expect(moved.status).toBe(200);
    expect(valid(FleetCardData, moved.body)).toBe(true);
    expect(moved.body.data.holder?.fullName).toBe('Cecilia Colleague');
    t.clock.advance(1000);
    const off = await owner.c.patch<FleetCard>(path, { status: 'disabled' });
    expect(off.body.data.status).toBe('disabled');
    // The same again changes nothing and logs nothing.
    await owner.c.patch(path, { status: 'disabled', holder: mate.membership.shortId });
    const audit = await owner.c.get<AuditEntry[]>(`/api/v1/cards/companies/${firm.shortId}/audit`);
    expect(valid(AuditData, audit.body)).toBe(true);
    expect(audit.body.data).toEqual([
      {
        at: t.clock.now(),
        actor: 'Olga Owner',
        via: 'session',
        entity: 'card',
        entityId: made[0].shortId,
        action: 'disabled',
        details: { from: 'active', to: 'disabled' },
      },
      {
        at: t.clock.now() - 1000,
        actor: 'Olga Owner',
        via: 'session',
        entity: 'card',
        entityId: made[0].shortId,
        action: 'reassigned',
        details: {
          fromMembership: mine.shortId,
          from: 'Olga Owner',
          toMembership: mate.membership.shortId,
          to: 'Cecilia Colleague',
        },
      },
    ]);
    const on = await owner.c.patch<FleetCard>(path, { status: 'active' });
    expect(on.body.data.status).toBe('active');
    const page = await owner.c.get<AuditEntry[]>(
      `/api/v1/cards/companies/${firm.shortId}/audit?limit=1&offset=1`,
    );
    expect(page.body.data.map((e) => e.action)).toEqual(['disabled']);
  });

  test('refuses a holder outside the company, an invited one, an empty change; nothing changes', async () => {
    const { owner, firm, cards: made } = await fleet();
    const other = await person(t);
    const elsewhere = await company(other.c, { name: 'Elsewhere AB' });
    const invited = await person(t);
    const pending = await insertMember(t, firm.shortId, invited.user.id, 'invited');
    const path = `/api/v1/cards/${made[0].shortId}`;
    for (const holder of [elsewhere.membershipId, pending.shortId, 'nosuchmember']) {
      const res = await owner.c.patch(path, { holder });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'holder', message: 'A card can only be given to the owner or a colleague of its company' },
      ]);
    }
    const empty = await owner.c.patch(path, {});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Choose a new holder or a new status for the card');
    expect((await owner.c.patch(path, { status: 'lost' })).status).toBe(422);
    expect((await owner.c.patch(path, { holder: 'x', extra: 1 })).status).toBe(422);
    const [card] = await t.db.select().from(cards).where(eq(cards.id, made[0].id));
    expect(card.holderMembershipId).toBe(made[0].holderMembershipId);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, made[0].shortId))).toHaveLength(0);
  });

  test('a holder who leaves the company leaves the card without holder until it is reassigned', async () => {
    const { owner, firm, mine, mate, cards: made } = await fleet();
    await t.db.delete(memberships).where(eq(memberships.id, mate.membership.id));
    const list = await owner.c.get<FleetCard[]>(`/api/v1/cards/companies/${firm.shortId}`);
    expect(list.body.data[3].holder).toBeNull();
    const back = await owner.c.patch<FleetCard>(`/api/v1/cards/${made[3].shortId}`, { holder: mine.shortId });
    expect(back.body.data.holder?.fullName).toBe('Olga Owner');
    const audit = await owner.c.get<AuditEntry[]>(`/api/v1/cards/companies/${firm.shortId}/audit`);
    expect(audit.body.data[0].details).toMatchObject({ from: null, fromMembership: null, to: 'Olga Owner' });
  });
});

describe('the API reference', () => {
  test('documents the fleet calls', async () => {
    const doc = await (await t.handle(new Request(`${BASE}/api/docs/json`))).json();
    expect(doc.paths['/api/v1/cards/companies/{companyId}']?.get).toBeTruthy();
    expect(doc.paths['/api/v1/cards/companies/{companyId}/audit']?.get).toBeTruthy();
    expect(doc.paths['/api/v1/cards/{id}']?.patch?.requestBody).toBeTruthy();
  });
});
