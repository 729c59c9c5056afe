import { createHmac } from 'node:crypto';
import { profiles, viewDays, views } from '@db/schema';
import { and, asc, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Deps } from '../../platform/deps';
import { clientIp } from '../../platform/security';

/** Something whose views are counted: a profile now, a dynatag later. */
export type ViewTarget = { type: 'profile' | 'dynatag'; id: number };

/**
 * User agents that are not a person opening the link: crawlers, link previews of chat apps and social
 * networks (they fetch a link as soon as it is pasted), monitors, and command-line or library clients.
 * An empty user agent is not a browser either.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|skype|embedly|vkshare|pinterest|outbrain|quora link|bitly|curl|wget|httpie|python-|go-http-client|okhttp|java\/|libwww|axios|node-fetch|undici|headless|lighthouse|pagespeed|phantomjs|pingdom|uptime|monitor|validator|scanner|feedfetcher/i;

export const isBot = (userAgent: string) => !userAgent.trim() || NOT_A_PERSON.test(userAgent);

/** Answers of `isBot` per user agent: scans come from a few thousand distinct ones (bounded). */
const botAnswers = new Map<string, boolean>();
const isBotCached = (userAgent: string) => {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isBot(userAgent);
    if (botAnswers.size >= 5000) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
};

const DAY_MS = 86_400_000;
/** The last day asked for, so the scans of one day share its string. */
let lastDay = { start: 0, day: '1970-01-01' };

/** The UTC day of a time as YYYY-MM-DD. */
export const utcDay = (ms: number) => {
  if (ms < lastDay.start || ms >= lastDay.start + DAY_MS) {
    const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    lastDay = { start, day: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.day;
};

/**
 * The day's salted hasher: SHA-256 already fed with the salt, copied for each visitor. The salt (an HMAC of
 * the day with SECRET) is made once per UTC day of the clock, not per scan.
 */
let daySalt = { secret: '', day: '', hasher: new Bun.CryptoHasher('sha256') };
function saltedHasher(secret: string, day: string) {
  if (daySalt.day !== day || daySalt.secret !== secret) {
    const salt = createHmac('sha256', secret).update(`views:${day}`).digest('base64url');
    daySalt = { secret, day, hasher: new Bun.CryptoHasher('sha256').update(`${salt}\n`) };
  }
  return daySalt.hasher;
}

/**
 * Cookieless visitor id: SHA-256 of a salt, the IP and the user agent. The salt is derived from SECRET and
 * the UTC day, so it changes at midnight, is never stored, and yesterday's hashes cannot be linked to today's.
 */
export function visitorHash(secret: string, day: string, ip: string, userAgent: string) {
  return saltedHasher(secret, day).copy().update(`${ip}\n${userAgent}`).digest('base64url');
}

const PREFETCH = /prefetch|prerender/i;

/** Whether a request is a person opening the link: not HEAD, not a prefetch, not a bot. */
export function isCountable(request: Request) {
  if (request.method !== 'GET') return false;
  const headers = request.headers;
  const secPurpose = headers.get('sec-purpose');
  const purpose = headers.get('purpose');
  if ((secPurpose !== null && PREFETCH.test(secPurpose)) || (purpose !== null && PREFETCH.test(purpose))) {
    return false;
  }
  return !isBotCached(headers.get('user-agent') ?? '');
}

/** A view about to be written: when, the UTC day, and the cookieless visitor hash of that day. */
export type Visit = { at: number; day: string; hash: string };

/**
 * The visit a request makes, or null when it does not count (not a person). Read while the request is
 * being answered, so a count written a moment later keeps the time and day of the scan.
 */
export function visitOf(deps: Deps, request: Request): Visit | null {
  if (!isCountable(request)) return null;
  const at = deps.clock.now();
  const day = utcDay(at);
  const hash = visitorHash(
    deps.config.secret,
    day,
    clientIp(request, deps.config.trustProxy),
    request.headers.get('user-agent') ?? '',
  );
  return { at, day, hash };
}

type Db = Deps['db'];
/** What a target keeps about its own views (the profile's `views` column): `count` more, in the same batch. */
export type ViewBump = (db: Db, count: number) => BatchItem<'sqlite'>;

/** A profile's own view counter. */
export const bumpProfileViews =
  (profileId: number): ViewBump =>
  (db, count) =>
    db
      .update(profiles)
      .set({ views: sql`${profiles.views} + ${count}` })
      .where(eq(profiles.id, profileId));

/**
 * The statements that write the views of one visitor of one target on one UTC day (`visits`, oldest first,
 * all with the same day and visitor hash): a `views` row each — the first unique when this visitor had not
 * viewed the target yet that day, the others not — and the day's rollup (total, and unique from that first
 * row). Two statements however many views: they run in one batch, one transaction that never waits on the
 * event loop while it holds the write lock.
 */
export function viewQueries(db: Db, target: ViewTarget, visits: readonly Visit[]) {
  const [first] = visits;
  if (!first) throw new Error('viewQueries needs at least one visit');
  const dayStart = Date.parse(`${first.day}T00:00:00Z`);
  // The visitor's latest view of the target: the index on target and hash ends in the row id, so this is
  // one index step however often the visitor came back.
  const lastView = db
    .select({ at: views.at })
    .from(views)
    .where(
      and(
        eq(views.targetType, target.type),
        eq(views.targetId, target.id),
        eq(views.visitorHash, first.hash),
      ),
    )
    .orderBy(desc(views.id))
    .limit(1);
  // One row per visit, in order, from one parameter (the times as a JSON array): building and binding a
  // VALUES list of five parameters a row cost more than SQLite's work on a batch of a few hundred views.
  const isFirstUnique = sql`coalesce((${lastView}), 0) < ${dayStart}`;
  const insertViews = db
    .insert(views)
    .select(
      sql`select null, ${target.type}, ${target.id}, v.value, ${first.hash},
        case when v.key = 0 then ${isFirstUnique} else 0 end
        from json_each(${JSON.stringify(visits.map((visit) => visit.at))}) v order by v.key`,
    )
    .returning({ isUnique: views.isUnique });
  // The rows of one INSERT get consecutive ids under the write lock: the first is the last one − (n − 1).
  const firstIsUnique = sql`(select ${views.isUnique} from ${views} where ${views.id} = last_insert_rowid() - ${visits.length - 1})`;
  const upsertDay = db
    .insert(viewDays)
    .values({
      targetType: target.type,
      targetId: target.id,
      day: first.day,
      total: visits.length,
      unique: firstIsUnique,
    })
    .onConflictDoUpdate({
      target: [viewDays.targetType, viewDays.targetId, viewDays.day],
      set: {
        total: sql`${viewDays.total} + excluded."total"`,
        unique: sql`${viewDays.unique} + excluded."unique"`,
      },
    });
  return [insertViews, upsertDay] as const;
}

/** Counts one view of a request (see `visitOf` and `viewQueries`); `bump` is written in the same batch. */
export async function countView(
  deps: Deps,
  target: ViewTarget,
  request: Request,
  bump?: ViewBump,
): Promise<{ counted: boolean; isUnique: boolean }> {
  const visit = visitOf(deps, request);
  if (!visit) return { counted: false, isUnique: false };
  const [insertViews, upsertDay] = viewQueries(deps.db, target, [visit]);
  const [inserted] = bump
    ? await deps.db.batch([insertViews, upsertDay, bump(deps.db, 1)])
    : await deps.db.batch([insertViews, upsertDay]);
  return { counted: true, isUnique: Boolean(inserted[0]?.isUnique) };
}

export const STATS_PERIODS = ['month', 'year', 'all'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export type StatsPoint = { key: string; total: number; unique: number };

/**
 * Views of a target from the daily rollups: `month` gives each day of the current UTC month, `year` each
 * month of the current year, `all` each year from the first view (or this year) to now.
 */
export async function viewStatistics(deps: Deps, target: ViewTarget, period: StatsPeriod) {
  const today = utcDay(deps.clock.now());
  const [year, month] = [today.slice(0, 4), today.slice(0, 7)];
  const keyLength = { month: 10, year: 7, all: 4 }[period];
  const bucket = sql<string>`substr(${viewDays.day}, 1, ${keyLength})`;
  const ofTarget = and(eq(viewDays.targetType, target.type), eq(viewDays.targetId, target.id));
  const range =
    period === 'month'
      ? and(gte(viewDays.day, `${month}-01`), lte(viewDays.day, `${month}-31`))
      : period === 'year'
        ? and(gte(viewDays.day, `${year}-01-01`), lte(viewDays.day, `${year}-12-31`))
        : undefined;
  const rows = await deps.db
    .select({ key: bucket, total: sum(viewDays.total), unique: sum(viewDays.unique) })
    .from(viewDays)
    .where(and(ofTarget, range))
    .groupBy(bucket)
    .orderBy(asc(bucket));
  const found = new Map(
    rows.map((r) => [r.key, { total: Number(r.total ?? 0), unique: Number(r.unique ?? 0) }]),
  );
  const series: StatsPoint[] = bucketKeys(period, today, rows[0]?.key).map((key) => ({
    key,
    ...(found.get(key) ?? { total: 0, unique: 0 }),
  }));
  const [all] = await deps.db
    .select({ total: sum(viewDays.total), unique: sum(viewDays.unique) })
    .from(viewDays)
    .where(ofTarget);
  return {
    period,
    total: series.reduce((n, p) => n + p.total, 0),
    unique: series.reduce((n, p) => n + p.unique, 0),
    allTime: { total: Number(all?.total ?? 0), unique: Number(all?.unique ?? 0) },
    series,
  };
}

/** Every bucket of the period, so a chart has its empty days, months or years too. */
function bucketKeys(period: StatsPeriod, today: string, firstKey?: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (period === 'month') {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
  }
  if (period === 'year') return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const first = Math.min(Number(firstKey ?? year), year);
  return Array.from({ length: year - first + 1 }, (_, i) => String(first + i));
}
