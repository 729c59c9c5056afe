// The one list of leads (issue 31): those left on a card page and those captured, a page at a time, searched
// (name, email, company, note) and filtered (event, tag, origin, and for owners the person who captured them).
// A colleague's list is their own leads (GET /leads); an owner's company list is every lead of the company
// (GET /companies/{shortId}/leads).
import { dynatags, leadEvents, leads, type User, users } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import type { LeadPage } from '@shared/types/leads';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { findOwnership } from '../companies';
import { leadRows, toItem } from './item';
import { listCompanyEvents, listMyEvents } from './lead-events';

export type LeadFilters = {
  q?: string;
  event?: string;
  tag?: string;
  origin?: string;
  person?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as conditions on `leads`. */
function filterOf(filters: LeadFilters): SQL[] {
  const out: SQL[] = [];
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    out.push(
      sql`(lower(${leads.fullName}) like ${like} escape '\\' or lower(${leads.email}) like ${like} escape '\\'
        or lower(${leads.company}) like ${like} escape '\\' or lower(${leads.note}) like ${like} escape '\\')`,
    );
  }
  if (filters.event) {
    out.push(
      sql`${leads.eventId} = (select ${leadEvents.id} from ${leadEvents} where ${leadEvents.shortId} = ${filters.event})`,
    );
  }
  if (filters.tag) {
    out.push(sql`exists (select 1 from json_each(${leads.tags}) where json_each.value = ${filters.tag})`);
  }
  if (filters.origin) out.push(eq(leads.origin, filters.origin as (typeof leads.origin.enumValues)[number]));
  if (filters.person) {
    out.push(
      sql`${leads.holderUserId} = (select ${users.id} from ${users} where ${users.shortId} = ${filters.person})`,
    );
  }
  return out;
}

async function countWhere(deps: Deps, where: SQL | undefined) {
  const [{ n }] = await deps.db.select({ n: count() }).from(leads).where(where);
  return n;
}

/** The tags written on the leads `base` selects, in order. */
async function labelsOf(deps: Deps, base: SQL) {
  const rows = await deps.db.all<{ value: string }>(
    sql`select distinct json_each.value as value from ${leads}, json_each(${leads.tags}) where ${base} order by 1`,
  );
  return rows.map((r) => r.value);
}

async function dynatagsOf(deps: Deps, base: SQL) {
  return deps.db
    .selectDistinct({ shortId: dynatags.shortId, label: dynatags.label })
    .from(leads)
    .innerJoin(dynatags, eq(dynatags.id, leads.dynatagId))
    .where(base)
    .orderBy(dynatags.label, dynatags.shortId);
}

async function pageOf(
  deps: Deps,
  base: SQL,
  filters: LeadFilters,
  page: { offset: number; limit: number },
  lang: Lang,
) {
  const matching = and(base, ...filterOf(filters));
  const rows = await leadRows(deps, matching, page);
  return {
    items: rows.map((r) => toItem(r, lang)),
    total: await countWhere(deps, base),
    unread: await countWhere(deps, and(base, isNull(leads.readAt))),
    matched: await countWhere(deps, matching),
    max: LIMITS.leads,
    tags: await dynatagsOf(deps, base),
    labels: await labelsOf(deps, base),
  };
}

/** My leads (the holder's): card page and captured alike. */
export async function listLeads(
  deps: Deps,
  user: Pick<User, 'id'>,
  page: { offset: number; limit: number },
  lang: Lang,
  filters: LeadFilters = {},
): Promise<LeadPage> {
  const base = eq(leads.holderUserId, user.id);
  const { person: _, ...mine } = filters;
  return {
    ...(await pageOf(deps, base, mine, page, lang)),
    events: await listMyEvents(deps, user),
    people: [],
  };
}

/** A company's leads, for its owners (403 for a colleague, 404 for anyone else). */
export async function listCompanyLeads(
  deps: Deps,
  user: User,
  companyShortId: string,
  page: { offset: number; limit: number },
  lang: Lang,
  filters: LeadFilters = {},
): Promise<LeadPage> {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const base = eq(leads.companyId, company.id);
  const people = await deps.db
    .selectDistinct({ shortId: users.shortId, fullName: users.fullName })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.holderUserId))
    .where(base)
    .orderBy(asc(users.fullName), asc(users.shortId));
  return {
    ...(await pageOf(deps, base, filters, page, lang)),
    events: await listCompanyEvents(deps, user, companyShortId),
    people,
  };
}
