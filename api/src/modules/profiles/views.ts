import { createHmac } from 'node:crypto';
import { viewDays, views } from '@db/schema';
import { and, asc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { clientIp } from '../../platform/security';

/** Something whose views are counted: a profile now, a dynatag later. */
export type ViewTarget = { type: 'profile' | 'dynatag'; id: number };
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/**
 * User agents that are not a person opening the link: crawlers, link previews of chat apps and social
 * networks (they fetch a link as soon as it is pasted), monitors, and command-line or library clients.
 * An empty user agent is not a browser either.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|skype|embedly|vkshare|pinterest|outbrain|quora link|bitly|curl|wget|httpie|python-|go-http-client|okhttp|java\/|libwww|axios|node-fetch|undici|headless|lighthouse|pagespeed|phantomjs|pingdom|uptime|monitor|validator|scanner|feedfetcher/i;

export const isBot = (userAgent: string) => !userAgent.trim() || NOT_A_PERSON.test(userAgent);

/** The UTC day of a time as YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Cookieless visitor id: SHA-256 of a salt, the IP and the user agent. The salt is derived from SECRET and
 * the UTC day, so it changes at midnight, is never stored, and yesterday's hashes cannot be linked to today's.
 */
export function visitorHash(secret: string, day: string, ip: string, userAgent: string) {
  const salt = createHmac('sha256', secret).update(`views:${day}`).digest('base64url');
  return sha256(`${salt}\n${ip}\n${userAgent}`);
}

/** Whether a request is a person opening the link: not HEAD, not a prefetch, not a bot. */
export function isCountable(request: Request) {
  if (request.method !== 'GET') return false;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isBot(request.headers.get('user-agent') ?? '');
}

/**
 * Counts one view: a `views` row, the day's rollup (total, and unique when this visitor has not viewed the
 * target today) and whatever the target keeps itself (`bump`), all in one write transaction.
 */
export async function countView(
  deps: Deps,
  target: ViewTarget,
  request: Request,
  bump?: (tx: Tx) => Promise<unknown>,
): Promise<{ counted: boolean; isUnique: boolean }> {
  if (!isCountable(request)) return { counted: false, isUnique: false };
  const now = deps.clock.now();
  const day = utcDay(now);
  const hash = visitorHash(
    deps.config.secret,
    day,
    clientIp(request, deps.config.trustProxy),
    request.headers.get('user-agent') ?? '',
  );
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const isUnique = await deps.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: views.id })
      .from(views)
      .where(
        and(
          eq(views.targetType, target.type),
          eq(views.targetId, target.id),
          eq(views.visitorHash, hash),
          gte(views.at, dayStart),
        ),
      )
      .limit(1);
    const unique = !seen;
    await tx
      .insert(views)
      .values({ targetType: target.type, targetId: target.id, at: now, visitorHash: hash, isUnique: unique });
    await tx
      .insert(viewDays)
      .values({ targetType: target.type, targetId: target.id, day, total: 1, unique: unique ? 1 : 0 })
      .onConflictDoUpdate({
        target: [viewDays.targetType, viewDays.targetId, viewDays.day],
        set: { total: sql`${viewDays.total} + 1`, unique: sql`${viewDays.unique} + ${unique ? 1 : 0}` },
      });
    if (bump) await bump(tx);
    return unique;
  });
  return { counted: true, isUnique };
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
