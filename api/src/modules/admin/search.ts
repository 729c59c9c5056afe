// "Contains, in any case" for the desk's search boxes. SQLite's LIKE and lower() fold only ASCII, so "åsa" would
// miss "Åsa"; GLOB with a [xX] class per letter folds every letter that has a one-letter other case, and the same
// brackets make the user's *, ? and [ plain characters (docs/decisions.md "Administrator: search").
import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** A GLOB pattern that matches any text containing `text`, case-insensitively. */
export function containsPattern(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if ([...lower].length === 1 && [...upper].length === 1 && lower !== upper) out += `[${lower}${upper}]`;
    else if (char === '*' || char === '?' || char === '[') out += `[${char}]`;
    else out += char;
  }
  return `*${out}*`;
}

/** Any of the columns contains the text (case-insensitive); undefined for an empty search. */
export function anyContains(columns: SQLiteColumn[], text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const each = columns.map((column) => sql`${column} glob ${pattern}`);
  return sql`(${sql.join(each, sql` or `)})`;
}
