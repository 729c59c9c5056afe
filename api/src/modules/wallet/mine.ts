// The passes a signed-in person can add for themselves: their card's address (/p/{user shortId}, the active
// profile) and each active metal card they hold (/c/{cardId}).
import { cards, companies, memberships, type User } from '@db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { t } from 'elysia';
import type { Deps } from '../../platform/deps';

export const MyPassesData = t.Object({
  apple: t.Boolean({ description: 'Apple Wallet is configured (else offer no Apple button)' }),
  google: t.Boolean({ description: 'Google Wallet is configured (else offer no Google button)' }),
  passes: t.Array(
    t.Object({
      serial: t.String({ description: 'For /wallet/apple/{serial} and /wallet/google/{serial}' }),
      kind: t.UnionEnum(['card', 'metalCard']),
      company: t.String({ description: 'The company of a metal card; empty for the card link' }),
    }),
  ),
});

export async function myPasses(deps: Deps, user: User) {
  const held = await deps.db
    .select({ shortId: cards.shortId, company: companies.name })
    .from(cards)
    .innerJoin(memberships, eq(memberships.id, cards.holderMembershipId))
    .leftJoin(companies, eq(companies.id, cards.companyId))
    .where(and(eq(memberships.userId, user.id), eq(cards.status, 'active')))
    .orderBy(asc(cards.id));
  return {
    apple: deps.config.wallet.apple !== undefined,
    google: deps.config.wallet.google !== undefined,
    passes: [
      { serial: `p.${user.shortId}`, kind: 'card' as const, company: '' },
      ...held.map((c) => ({
        serial: `c.${c.shortId}`,
        kind: 'metalCard' as const,
        company: c.company ?? '',
      })),
    ],
  };
}
