// A company with ten million views for the analytics scenario: one tag's million as views rows with place,
// device and source (and their rollups made by the migration's SQL from those rows, as the writer would), and
// the company's ten million as the rollups the writer keeps for it (view_days and view_facets of target type
// `company`), spread over three years with the shape of real scans: a few big cities and a long tail, phones
// first, QR codes first, office hours.
import { join } from 'node:path';
import { openDatabase } from '@db/client';

export const DAYS = 1_095;
export const TAG_VIEWS = 1_000_000;
export const COMPANY_VIEWS = 10_000_000;
const DAY_MS = 86_400_000;

type Value = [facet: string, value: string, weight: number];

/** Weights 1, 1/2, 1/3 … scaled to `share` (the rest: unknown). */
const zipf = (facet: string, names: string[], share = 1): Value[] => {
  const sum = names.reduce((s, _, i) => s + 1 / (i + 1), 0);
  return names.map((name, i) => [facet, name, (share / sum) * (1 / (i + 1))]);
};

const COUNTRIES = [
  'SE',
  'FI',
  'NO',
  'DK',
  'DE',
  'GB',
  'US',
  'NL',
  'EE',
  'PL',
  'FR',
  'ES',
  'IT',
  'LT',
  'LV',
].concat(['IS', 'IE', 'BE', 'AT', 'CH', 'CZ', 'JP', 'CN', 'IN', 'CA']);
/** 300 places: a city of one of the first ten countries, somewhere in northern Europe. */
const PLACES = Array.from({ length: 300 }, (_, i) => {
  const country = COUNTRIES[i % 10];
  const lat = (55 + ((i * 37) % 1300) / 100).toFixed(2);
  const lon = (5 + ((i * 53) % 2500) / 100).toFixed(2);
  return `${country}|City ${i}|${Number(lat)}|${Number(lon)}`;
});
const hour = (h: number) => String(h).padStart(2, '0');
/** Office hours first: 8–17 UTC weigh five times a night hour. */
const HOURS: Value[] = (() => {
  const weights = Array.from({ length: 24 }, (_, h) => (h >= 7 && h <= 16 ? 5 : h >= 5 && h <= 20 ? 2 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w, h) => ['hour', hour(h), w / sum]);
})();

export const FACET_VALUES: Value[] = [
  ...zipf('country', COUNTRIES, 0.97),
  ...zipf('place', PLACES, 0.9),
  ...zipf('device', ['mobile', 'desktop', 'tablet'], 0.99),
  ...zipf('os', ['iOS', 'Android', 'Windows', 'Mac OS', 'Linux', 'Chromium OS'], 0.98),
  ...zipf(
    'browser',
    ['Mobile Safari', 'Chrome Mobile', 'Chrome', 'Edge', 'Safari', 'Firefox', 'Samsung Browser', 'Opera'],
    0.97,
  ),
  ...zipf('source', ['qr', 'nfc', 'direct', 'referrer']),
  ...zipf(
    'referrer',
    Array.from({ length: 20 }, (_, i) => `site${i}.example`),
    0.08,
  ),
  ...zipf('utm_source', ['fair', 'print', 'linkedin', 'newsletter', 'email'], 0.3),
  ...zipf('utm_medium', ['print', 'social', 'email', 'qr'], 0.3),
  ...zipf(
    'utm_campaign',
    Array.from({ length: 12 }, (_, i) => `campaign-${i}`),
    0.3,
  ),
  ...HOURS,
];

/** Rollups of one target over DAYS days up to `last`: `perDay` views a day, each value its weight of them. */
const rollups = (targetType: string, targetId: string, perDay: number, last: number) => {
  const first = last - (DAYS - 1) * DAY_MS;
  const days = `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < ${DAYS - 1})`;
  const day = `strftime('%Y-%m-%d', (${first} + d.i * ${DAY_MS}) / 1000, 'unixepoch')`;
  // Weekdays busier than weekends, and a wobble per day and value so no two days are alike.
  const shape = `(case cast(strftime('%w', (${first} + d.i * ${DAY_MS}) / 1000, 'unixepoch') as integer) when 0 then 0.4 when 6 then 0.5 else 1.2 end)`;
  const wobble = `(0.75 + ((d.i * 7 + v.key * 13) % 11) / 20.0)`;
  return [
    `${days} INSERT INTO view_days (target_type, target_id, day, total, "unique")
      SELECT '${targetType}', ${targetId}, ${day}, cast(${perDay} * ${shape} as integer), cast(${perDay} * ${shape} * 0.7 as integer)
      FROM d`,
    {
      sql: `${days} INSERT INTO view_facets (target_type, target_id, facet, day, value, total, "unique")
        SELECT '${targetType}', ${targetId}, v.value ->> 0, ${day}, v.value ->> 1,
          cast(${perDay} * ${shape} * (v.value ->> 2) * ${wobble} as integer) AS n,
          cast(${perDay} * ${shape} * (v.value ->> 2) * ${wobble} * 0.7 as integer)
        FROM d, json_each(?) v WHERE n > 0`,
      args: [JSON.stringify(FACET_VALUES)],
    },
  ];
};

/**
 * The company `benchanalyticsco` owned by `email`, its tag `benchanalyticstag` with TAG_VIEWS views rows (and
 * their rollups, from the rows), and the company's rollups of COMPANY_VIEWS views (the tag's and those of its
 * other tags and cards, which need no rows of their own here: only the company's rollups read them).
 */
export async function seedAnalytics(dataDir: string, email: string, now: number) {
  const database = await openDatabase({ url: `file:${join(dataDir, 'dynacard.db')}` });
  const started = performance.now();
  const last = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  const first = last - (DAYS - 1) * DAY_MS;
  const step = (DAYS * DAY_MS) / TAG_VIEWS;
  const pick = (facet: string, n: string) => {
    const values = FACET_VALUES.filter((v) => v[0] === facet).map((v) => v[1]);
    return `json_extract('${JSON.stringify(values)}', '$[' || (${n}) || ']')`;
  };
  const tagId = `(SELECT id FROM dynatags WHERE short_id = 'benchanalyticstag')`;
  const companyId = `(SELECT id FROM companies WHERE short_id = 'benchanalyticsco')`;
  try {
    await database.client.batch(
      [
        `INSERT INTO companies (short_id, name, created_at, updated_at) VALUES ('benchanalyticsco', 'Mässan AB', 0, 0)`,
        {
          sql: `INSERT INTO memberships (short_id, company_id, user_id, state, invited_at, joined_at, updated_at)
                SELECT 'benchanalyticsowner', c.id, u.id, 'owner', 0, 0, 0
                FROM companies c, users u WHERE c.short_id = 'benchanalyticsco' AND u.email = ?`,
          args: [email],
        },
        `INSERT INTO dynatags (short_id, company_id, name, created_at, updated_at)
         SELECT 'benchanalyticstag', id, 'Stand B12', 0, 0 FROM companies WHERE short_id = 'benchanalyticsco'`,
        // The tag's million views, 300 visitors a day: the first of each visitor's day is unique.
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${TAG_VIEWS - 1})
         INSERT INTO views (target_type, target_id, at, visitor_hash, is_unique, country, city, latitude, longitude,
           device, os, browser, source, referrer, utm_source, utm_medium, utm_campaign, company_id)
         SELECT 'dynatag', ${tagId}, ${first} + cast(n.i * ${step} as integer), 'visitor' || (n.i % 300), (n.i % 3) = 0,
           substr(${pick('place', '(n.i * 7) % 300')}, 1, 2),
           'City ' || ((n.i * 7) % 300), 59.33, 18.07,
           ${pick('device', 'n.i % 3')}, ${pick('os', 'n.i % 6')}, ${pick('browser', 'n.i % 8')},
           ${pick('source', 'n.i % 4')}, case when n.i % 4 = 3 then 'site' || (n.i % 20) || '.example' end,
           case when n.i % 5 = 0 then 'fair' end, case when n.i % 5 = 0 then 'print' end,
           case when n.i % 5 = 0 then 'campaign-' || (n.i % 12) end, ${companyId}
         FROM n`,
        `INSERT INTO view_days (target_type, target_id, day, total, "unique")
         SELECT target_type, target_id, strftime('%Y-%m-%d', at / 1000, 'unixepoch'), count(*), sum(is_unique)
         FROM views WHERE target_type = 'dynatag' AND target_id = ${tagId} GROUP BY 1, 2, 3`,
        `INSERT INTO view_facets (target_type, target_id, facet, day, value, total, "unique")
         SELECT 'dynatag', target_id, facet, day, value, count(*), sum(is_unique) FROM (
           SELECT target_id, is_unique, strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS day,
             f.value ->> 0 AS facet, f.value ->> 1 AS value
           FROM views, json_each(json_array(
             json_array('country', country),
             json_array('place', country || '|' || coalesce(city, '') || '|' || coalesce(round(latitude, 2), '') || '|' || coalesce(round(longitude, 2), '')),
             json_array('device', device), json_array('os', os), json_array('browser', browser),
             json_array('source', source), json_array('referrer', referrer), json_array('utm_source', utm_source),
             json_array('utm_medium', utm_medium), json_array('utm_campaign', utm_campaign),
             json_array('hour', strftime('%H', at / 1000, 'unixepoch')))) f
           WHERE target_type = 'dynatag' AND target_id = ${tagId}
         ) WHERE value IS NOT NULL GROUP BY target_id, facet, day, value`,
        // The weekly shape averages 6.9 / 7 of perDay.
        ...rollups('company', companyId, Math.round(COMPANY_VIEWS / DAYS / (6.9 / 7)), last),
        // The month rollups of both, from their day rollups, as the writer keeps them.
        `INSERT INTO view_facet_months (target_type, target_id, facet, month, value, total, "unique")
         SELECT target_type, target_id, facet, substr(day, 1, 7), value, sum(total), sum("unique") FROM view_facets
         WHERE facet <> 'hour' AND ((target_type = 'dynatag' AND target_id = ${tagId})
           OR (target_type = 'company' AND target_id = ${companyId}))
         GROUP BY 1, 2, 3, 4, 5`,
      ],
      'write',
    );
    // The place spans of both (issue 29), from their day rollups as the migration makes them, where this checkout's
    // schema has them (an older one, run to compare, has not).
    const spans = await database.client.execute(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'view_place_spans'",
    );
    if (spans.rows.length) {
      await database.client.execute(`INSERT INTO view_place_spans (target_type, target_id, days, day, value, total, "unique")
        SELECT f.target_type, f.target_id, s.value,
          date(cast(julianday(f.day) - 2440587.5 AS integer) / s.value * s.value * 86400, 'unixepoch'),
          f.value, sum(f.total), sum(f."unique")
        FROM view_facets f, json_each('[2,4,8,16,32,64,128,256,512,1024]') s
        WHERE f.facet = 'place' AND ((f.target_type = 'dynatag' AND f.target_id = ${tagId})
          OR (f.target_type = 'company' AND f.target_id = ${companyId}))
        GROUP BY 1, 2, 3, 4, 5`);
    }
    const count = async (sql: string) => Number((await database.client.execute(sql)).rows[0].n);
    return {
      ms: performance.now() - started,
      tagViews: await count(
        `SELECT sum(total) AS n FROM view_days WHERE target_type = 'dynatag' AND target_id = ${tagId}`,
      ),
      companyViews: await count(
        `SELECT sum(total) AS n FROM view_days WHERE target_type = 'company' AND target_id = ${companyId}`,
      ),
      tagFacetRows: await count(
        `SELECT count(*) AS n FROM view_facets WHERE target_type = 'dynatag' AND target_id = ${tagId}`,
      ),
      companyFacetRows: await count(
        `SELECT count(*) AS n FROM view_facets WHERE target_type = 'company' AND target_id = ${companyId}`,
      ),
    };
  } finally {
    database.close();
  }
}
