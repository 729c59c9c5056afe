// The figures of one report, read from the daily rollups (view_days), never from the views: a personal report
// covers the person's profiles, the cards they hold and the leads left for them; a company report its dynatags and
// cards and the leads left through its tags. A card scan also counts a view of the profile it opens, so in a
// personal report the cards are a part of the profiles' views, not added to them.
import { cards, dynatags, leads, memberships, profiles, users, viewDays } from '@db/schema';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Period } from './periods';

export type TargetType = 'profile' | 'dynatag' | 'card';
export type Scope = { userId: number; companyId: null } | { userId: number; companyId: number };
type Totals = { total: number; unique: number };
export type Top = { type: TargetType; id: number; name: string; total: number; unique: number };

export type ReportFigures = {
  current: Totals;
  previous: Totals;
  /** Views per target type, this period and the one before; `part`: counted within another type's views. */
  byType: { type: TargetType; part: boolean; current: number; previous: number }[];
  /** Views per day of each period, for the chart. */
  daily: { current: number[]; previous: number[] };
  /** The five most viewed items of the period. */
  top: Top[];
  leads: { current: number; previous: number };
};

export const TOP_COUNT = 5;

/** The kinds of items a report covers; `inTotal`: their views are the report's views (not a part of others). */
function scopeTargets(deps: Deps, scope: Scope) {
  if (scope.companyId === null) {
    const held = deps.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, scope.userId));
    return [
      {
        type: 'profile' as const,
        inTotal: true,
        ids: deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, scope.userId)),
      },
      {
        type: 'card' as const,
        inTotal: false,
        ids: deps.db.select({ id: cards.id }).from(cards).where(inArray(cards.holderMembershipId, held)),
      },
    ];
  }
  return [
    {
      type: 'dynatag' as const,
      inTotal: true,
      ids: deps.db.select({ id: dynatags.id }).from(dynatags).where(eq(dynatags.companyId, scope.companyId)),
    },
    {
      type: 'card' as const,
      inTotal: true,
      ids: deps.db.select({ id: cards.id }).from(cards).where(eq(cards.companyId, scope.companyId)),
    },
  ];
}

/** The names people know the items by: a profile's label or name (or its person's), a tag's name, a card's holder. */
async function namesOf(deps: Deps, top: Omit<Top, 'name'>[]) {
  const ids = (type: TargetType) => top.filter((t) => t.type === type).map((t) => t.id);
  const names = new Map<string, string>();
  const [p, d, c] = [ids('profile'), ids('dynatag'), ids('card')];
  if (p.length) {
    const rows = await deps.db
      .select({ id: profiles.id, label: profiles.label, fullName: profiles.fullName, own: users.fullName })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(profiles.id, p));
    // An empty name on the profile shows the person's own, as its page does.
    for (const r of rows) names.set(`profile:${r.id}`, r.label || r.fullName || r.own);
  }
  if (d.length) {
    const rows = await deps.db
      .select({ id: dynatags.id, name: dynatags.name })
      .from(dynatags)
      .where(inArray(dynatags.id, d));
    for (const r of rows) names.set(`dynatag:${r.id}`, r.name);
  }
  if (c.length) {
    const rows = await deps.db
      .select({ id: cards.id, shortId: cards.shortId, holder: users.fullName })
      .from(cards)
      .leftJoin(memberships, eq(memberships.id, cards.holderMembershipId))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(inArray(cards.id, c));
    for (const r of rows) names.set(`card:${r.id}`, r.holder ? `${r.holder} (${r.shortId})` : r.shortId);
  }
  return names;
}

async function leadCount(deps: Deps, scope: Scope, period: Period) {
  const inPeriod = and(gte(leads.createdAt, period.start), lt(leads.createdAt, period.end));
  const owner =
    scope.companyId === null
      ? eq(leads.holderUserId, scope.userId)
      : inArray(
          leads.dynatagId,
          deps.db.select({ id: dynatags.id }).from(dynatags).where(eq(dynatags.companyId, scope.companyId)),
        );
  const [row] = await deps.db.select({ value: count() }).from(leads).where(and(owner, inPeriod));
  return row.value;
}

export async function reportFigures(
  deps: Deps,
  scope: Scope,
  periods: { current: Period; previous: Period },
): Promise<ReportFigures> {
  const { current, previous } = periods;
  const first = previous.days[0];
  const last = current.days[current.days.length - 1];
  type Slot = { which: 'current' | 'previous'; index: number };
  const dayIndex = new Map<string, Slot>();
  for (const [index, d] of previous.days.entries()) dayIndex.set(d, { which: 'previous', index });
  for (const [index, d] of current.days.entries()) dayIndex.set(d, { which: 'current', index });
  const figures: ReportFigures = {
    current: { total: 0, unique: 0 },
    previous: { total: 0, unique: 0 },
    byType: [],
    daily: { current: current.days.map(() => 0), previous: previous.days.map(() => 0) },
    top: [],
    leads: { current: 0, previous: 0 },
  };
  const perTarget = new Map<string, Omit<Top, 'name'>>();
  for (const target of scopeTargets(deps, scope)) {
    const rows = await deps.db
      .select({ id: viewDays.targetId, day: viewDays.day, total: viewDays.total, unique: viewDays.unique })
      .from(viewDays)
      .where(
        and(
          eq(viewDays.targetType, target.type),
          inArray(viewDays.targetId, target.ids),
          sql`${viewDays.day} between ${first} and ${last}`,
        ),
      );
    const byType = { type: target.type, part: !target.inTotal, current: 0, previous: 0 };
    for (const row of rows) {
      const slot = dayIndex.get(row.day);
      if (!slot) continue;
      const { which, index } = slot;
      byType[which] += row.total;
      if (target.inTotal) {
        figures[which].total += row.total;
        figures[which].unique += row.unique;
        figures.daily[which][index] += row.total;
      }
      if (which !== 'current') continue;
      const key = `${target.type}:${row.id}`;
      const item = perTarget.get(key) ?? { type: target.type, id: row.id, total: 0, unique: 0 };
      item.total += row.total;
      item.unique += row.unique;
      perTarget.set(key, item);
    }
    figures.byType.push(byType);
  }
  const top = [...perTarget.values()].sort((a, b) => b.total - a.total || a.id - b.id).slice(0, TOP_COUNT);
  const names = await namesOf(deps, top);
  figures.top = top.map((t) => ({ ...t, name: names.get(`${t.type}:${t.id}`) ?? '' }));
  figures.leads = {
    current: await leadCount(deps, scope, current),
    previous: await leadCount(deps, scope, previous),
  };
  return figures;
}

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);
