import { SEARCH } from '@shared/constants';
import type { SearchCompany } from '@shared/types/search';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';
import { logoPath } from '../companies';
import { avatarPath } from '../users';

/** People per search; the best matches by relevance, then shown grouped by company. */
export const SEARCH_LIMIT = 50;

/**
 * The user's words as an FTS5 query: each run of letters or digits becomes a quoted prefix term
 * ("ann"* "sve"*), all of which must match. Quoting means no input is ever read as FTS5 syntax.
 */
export function toMatchQuery(input: string): string | null {
  const words = input.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return words
    .slice(0, 10)
    .map((w) => `"${w.replace(/"/g, '""')}"*`)
    .join(' ');
}

/** Cuts a description at 100 characters (whole code points); the panel adds its own ellipsis. */
export const truncate = (text: string, max = SEARCH.descriptionChars) =>
  [...text.trim()].slice(0, max).join('');

type Row = {
  company_short_id: string;
  company_name: string;
  logo_key: string | null;
  membership_id: number;
  user_short_id: string;
  user_full_name: string;
  user_description: string;
  avatar_key: string | null;
  hide_avatar: number;
  profile_short_id: string | null;
  profile_full_name: string | null;
  profile_description: string | null;
};

/**
 * Matches ranked per search, at most: the first this many visible matches (oldest membership first) are
 * ranked by bm25 and the best SEARCH_LIMIT kept. Ranking every match made a term that everyone matches cost
 * time in proportion to the number of matches; a query with more matches than this is too vague for its
 * order to mean much, and a person is found by typing more of their name.
 */
export const SEARCH_RANKED = 1000;

/**
 * Colleagues whose name, description, job title or company match, only in companies the searching user
 * belongs to (colleague or owner), never invitations nor people hidden from search. The visible matches are
 * found first (in rowid order, so the scan stops early), then ranked, and only the best are joined to their
 * company and profile.
 */
export async function searchPeople(deps: Deps, userId: number, query: string): Promise<SearchCompany[]> {
  if ([...query.trim()].length < SEARCH.minChars) throw invalid('query', 'searchTooShort');
  const match = toMatchQuery(query);
  if (!match) return [];
  const rows = (await deps.db.all(sql`
    WITH hits AS (
      SELECT m.id, m.company_id, m.user_id, m.hide_avatar, bm25(people_search) AS score
      FROM people_search
      JOIN memberships m ON m.id = people_search.rowid
      JOIN users u ON u.id = m.user_id
      WHERE people_search MATCH ${match}
        AND m.state <> 'invited' AND m.hide_from_search = 0 AND u.status = 'active'
        AND m.company_id IN (
          SELECT company_id FROM memberships WHERE user_id = ${userId} AND state <> 'invited'
        )
      ORDER BY people_search.rowid
      LIMIT ${SEARCH_RANKED}
    ),
    best AS (SELECT * FROM hits ORDER BY score, id LIMIT ${SEARCH_LIMIT})
    SELECT c.short_id AS company_short_id, c.name AS company_name, c.logo_key,
      best.id AS membership_id, u.short_id AS user_short_id, u.full_name AS user_full_name,
      u.description AS user_description, u.avatar_key, best.hide_avatar,
      p.short_id AS profile_short_id, p.full_name AS profile_full_name, p.description AS profile_description
    FROM best
    JOIN companies c ON c.id = best.company_id
    JOIN users u ON u.id = best.user_id
    LEFT JOIN profiles p ON p.user_id = u.id AND p.is_active = 1
  `)) as Row[];
  const groups = new Map<string, SearchCompany>();
  for (const r of rows) {
    let group = groups.get(r.company_short_id);
    if (!group) {
      const logo = { shortId: r.company_short_id, logoKey: r.logo_key };
      group = {
        name: r.company_name,
        shortId: r.company_short_id,
        logo: r.logo_key !== null,
        logoPath: logoPath(logo),
        colleagues: [],
      };
      groups.set(r.company_short_id, group);
    }
    const hideAvatar = Boolean(r.hide_avatar);
    group.colleagues.push({
      // The active profile; a user who never opened the dashboard has none yet, and the user shortId opens it.
      shortId: r.profile_short_id ?? r.user_short_id,
      fullName: r.profile_full_name?.trim() || r.user_full_name,
      description: truncate(r.profile_description?.trim() || r.user_description),
      avatar: !hideAvatar && r.avatar_key !== null,
      avatarPath: hideAvatar ? null : avatarPath({ shortId: r.user_short_id, avatarKey: r.avatar_key }),
    });
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'base' });
  return [...groups.values()]
    .sort((a, b) => byName(a.name, b.name) || a.shortId.localeCompare(b.shortId))
    .map((g) => ({
      ...g,
      colleagues: g.colleagues.sort(
        (a, b) => byName(a.fullName, b.fullName) || a.shortId.localeCompare(b.shortId),
      ),
    }));
}
