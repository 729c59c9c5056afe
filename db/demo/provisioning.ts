// The demo's provisioning (issue 33): Nordvik Bygg AB has its directory connected over SCIM — two of its colleagues
// provisioned, one of them deactivated — and an audit log with the owner's, the directory's and an API key's
// changes. The token is made and forgotten (only its hash is kept, as for a real company): an owner replaces it in
// the dashboard to try the directory. Run again, it starts over.
import { auditLog, type Company, companyScim, memberships, scimPeople, users } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { auditInsert, DIRECTORY_ACTOR } from '../../api/src/modules/audit';
import { randomToken, sha256 } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';

const COMPANY = 'Nordvik Bygg AB';
const HOUR = 3_600_000;

export async function seedProvisioning(deps: Deps, companyByName: Map<string, Company>) {
  const company = companyByName.get(COMPANY);
  if (!company) throw new Error(`the demo has no ${COMPANY}`);
  const now = deps.clock.now();
  const people = await deps.db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, company.id));
  const owner = people.find((p) => p.membership.state === 'owner');
  const colleagues = people.filter((p) => p.membership.state === 'colleague').slice(0, 2);
  if (!owner) throw new Error(`${COMPANY} has no owner in the demo`);
  await deps.db.delete(companyScim).where(eq(companyScim.companyId, company.id));
  await deps.db.delete(scimPeople).where(eq(scimPeople.companyId, company.id));
  await deps.db
    .delete(auditLog)
    .where(
      and(
        eq(auditLog.companyId, company.id),
        inArray(auditLog.entity, ['provisioning', 'colleague', 'api-key']),
      ),
    );
  const token = `dcscim_${randomToken(32)}`;
  const at = (hoursAgo: number) => now - hoursAgo * HOUR;
  const actor = { id: owner.user.id, fullName: owner.user.fullName, via: 'session' as const };
  await deps.db.batch([
    deps.db.insert(companyScim).values({
      companyId: company.id,
      tokenHash: sha256(token),
      tokenPrefix: token.slice(0, 12),
      createdAt: at(72),
      updatedAt: at(72),
    }),
    ...colleagues.map((c, i) =>
      deps.db.insert(scimPeople).values({
        membershipId: c.membership.id,
        companyId: company.id,
        externalId: `demo-entra-${i + 1}`,
        active: i === 0,
        deactivatedAt: i === 0 ? null : at(5),
        createdAt: at(70),
        updatedAt: at(i === 0 ? 70 : 5),
      }),
    ),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: { ...actor, via: 'api-key' },
      entity: 'api-key',
      entityId: 'dc_demo1234',
      action: 'created',
      details: { name: 'Intranet' },
      at: at(80),
    }),
    auditInsert(deps.db, {
      companyId: company.id,
      actor,
      entity: 'provisioning',
      entityId: token.slice(0, 12),
      action: 'turnedOn',
      at: at(72),
    }),
    ...colleagues.map((c) =>
      auditInsert(deps.db, {
        companyId: company.id,
        actor: DIRECTORY_ACTOR,
        entity: 'colleague',
        entityId: c.membership.shortId,
        action: 'provisioned',
        details: { email: c.user.email, how: 'linked' },
        at: at(70),
      }),
    ),
    ...colleagues.slice(1).map((c) =>
      auditInsert(deps.db, {
        companyId: company.id,
        actor: DIRECTORY_ACTOR,
        entity: 'colleague',
        entityId: c.membership.shortId,
        action: 'deactivated',
        details: { cardsDisabled: 0, profilesHidden: 0, subscriptionsEnded: 0 },
        at: at(5),
      }),
    ),
  ]);
  return colleagues.length;
}
