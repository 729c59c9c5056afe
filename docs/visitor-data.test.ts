// docs/visitor-data.md stays true to the schema: each table it describes has exactly the columns it lists, and
// every table that holds something of a visitor is described. A column added to a visitor table, or a new table
// with a visitor's traces (a hash, an address, a contact), fails here until the data dictionary says what it is.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import * as schema from '@db/schema';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';

const text = await Bun.file(join(import.meta.dir, 'visitor-data.md')).text();

/** The tables of the schema by their SQL name, with their columns' SQL names. */
const tables = new Map(
  Object.values(schema)
    .filter((value): value is SQLiteTable => value instanceof SQLiteTable)
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((c) => c.name)] as const;
    }),
);

/** The tables the page describes (`### \`name\`` under "In the database") and the columns each lists. */
function described(markdown: string) {
  const part = markdown.slice(markdown.indexOf('## In the database'));
  const found = new Map<string, string[]>();
  for (const section of part.split(/^### /m).slice(1)) {
    const name = /^`([a-z_]+)`/.exec(section)?.[1];
    if (!name) continue;
    found.set(
      name,
      [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]!),
    );
  }
  return found;
}

/** Tables that hold a visitor's traces: what the counting writes, what a visitor typed, what their phone sent. */
const VISITOR_TABLES = [
  'views',
  'view_visitors',
  'view_days',
  'view_facets',
  'view_facet_months',
  'view_place_spans',
  'leads',
  'lead_readings',
  'lead_syncs',
  'webhook_deliveries',
  'webhook_attempts',
  'wallet_registrations',
  'inquiries',
];
/** Column names that mean a visitor's trace wherever they appear. */
const TRACE = /visitor|^ip$|ip_address|user_agent|referrer|latitude|longitude|device_id|push_token|consent/;

describe('docs/visitor-data.md', () => {
  const doc = described(text);

  test('describes every visitor table, each with exactly the columns of the schema', () => {
    expect([...doc.keys()].sort()).toEqual([...VISITOR_TABLES].sort());
    for (const [name, columns] of doc) {
      expect({ name, columns: [...columns].sort() }).toEqual({
        name,
        columns: [...(tables.get(name) ?? [])].sort(),
      });
    }
  });

  test('no table outside it keeps a visitor trace', () => {
    const outside = [...tables]
      .filter(([name]) => !doc.has(name))
      .flatMap(([name, columns]) => columns.filter((c) => TRACE.test(c)).map((c) => `${name}.${c}`));
    // Sessions keep the signed-in user's own browser name (users are not visitors: their own data).
    expect(outside).toEqual(['sessions.user_agent']);
  });

  test('fails on a column it does not describe, and on one the schema lacks', () => {
    const missing = text.replace("| `utm_campaign` | The address's `utm_campaign`, if any. |\n", '');
    expect(described(missing).get('views')).not.toContain('utm_campaign');
    const views = described(missing).get('views')!;
    expect([...views].sort()).not.toEqual([...tables.get('views')!].sort());
  });
});
