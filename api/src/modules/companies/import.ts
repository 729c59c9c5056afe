// Colleagues from a spreadsheet (issue 23): the rows of one import checked one by one against ImportRow, then
// in one transaction new addresses invited (their colleague profile filled) and existing people of the company,
// found by email, updated — never a second membership. The invitation mails go afterwards, in batches
// (invite-mails.ts), so 200 rows answer in well under a second and never trip the mail server's limits.
import { memberships, type User, users } from '@db/schema';
import { type Lang, LIMITS } from '@shared/constants';
import { type ApiMessageKey, type Params, translate } from '@shared/i18n';
import { IMPORT_COLUMNS, type ImportInput, ImportRow } from '@shared/schemas/colleague-import';
import { and, eq, inArray } from 'drizzle-orm';
import { getSchemaValidator } from 'elysia';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { normaliseEmail } from '../users';
import { countMembers, findOwnership, notifyCompany } from './access';
import { usernameFromEmail } from './invitations';
import { inviteMailsSoon } from './invite-mails';

type Outcome = 'invite' | 'update' | 'failed';
type Problem = { field: string; message: string };
type Cells = ImportInput['rows'][number];

const rowValidator = getSchemaValidator(ImportRow);

/** A row's cells trimmed; a column the owner did not map stays absent and leaves that profile field as it is. */
const trimmed = (row: Cells): Cells =>
  Object.fromEntries(
    IMPORT_COLUMNS.filter((c) => row[c] !== undefined).map((c) => [c, (row[c] ?? '').trim()]),
  );

function rowProblems(cells: Cells, lang: Lang): Problem[] {
  if (rowValidator.Check(cells)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of rowValidator.Errors(cells)) {
    const field = error.path.replace(/^\//, '') || 'name';
    if (seen.has(field)) continue;
    seen.add(field);
    const key = (error.schema as { error?: ApiMessageKey }).error ?? 'invalidValue';
    problems.push({ field, message: translate(lang, 'api', key) });
  }
  return problems;
}

/** The profile fields a row sets: title → job title, phone → work phone, department → job role. */
const profileOf = (cells: Cells) => ({
  ...(cells.title !== undefined ? { jobTitle: cells.title } : {}),
  ...(cells.phone !== undefined ? { workPhone: cells.phone } : {}),
  ...(cells.department !== undefined ? { jobRole: cells.department } : {}),
});

/** Checks an import's rows and, unless `dryRun`, carries it out; the answer says per row what it did or why not. */
export async function importColleagues(
  deps: Deps,
  owner: User,
  companyShortId: string,
  input: ImportInput,
  lang: Lang,
  ip: string,
) {
  const { company } = await findOwnership(deps, owner.id, companyShortId);
  const message = (key: ApiMessageKey, params?: Params) => translate(lang, 'api', key, params);
  const rows = input.rows.map((raw, index) => {
    const cells = trimmed(raw);
    const email = cells.email ? normaliseEmail(cells.email) : '';
    return { row: index + 1, cells, email, problems: rowProblems(cells, lang), outcome: 'failed' as Outcome };
  });

  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    if (!r.email || r.problems.some((p) => p.field === 'email')) continue;
    const first = firstRowOf.get(r.email);
    if (first) r.problems.push({ field: 'email', message: message('importDuplicate', { row: first }) });
    else firstRowOf.set(r.email, r.row);
  }

  const emails = [...firstRowOf.keys()];
  const known = emails.length ? await deps.db.select().from(users).where(inArray(users.email, emails)) : [];
  const userByEmail = new Map(known.map((u) => [u.email, u]));
  const members = known.length
    ? await deps.db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.companyId, company.id),
            inArray(
              memberships.userId,
              known.map((u) => u.id),
            ),
          ),
        )
    : [];
  const memberOf = new Map(members.map((m) => [m.userId, m]));

  let room = LIMITS.colleagues - (await countMembers(deps.db, company.id, ['invited', 'colleague', 'owner']));
  for (const r of rows) {
    if (r.problems.length) continue;
    const person = userByEmail.get(r.email);
    if (person && memberOf.has(person.id)) r.outcome = 'update';
    else if (room > 0) {
      r.outcome = 'invite';
      room--;
    } else
      r.problems.push({ field: 'email', message: message('colleagueLimit', { limit: LIMITS.colleagues }) });
  }

  const count = (outcome: Outcome) => rows.filter((r) => r.outcome === outcome).length;
  if (!input.dryRun && rows.some((r) => r.outcome !== 'failed')) {
    await deps.limiter.check('colleagueImport', ip, String(owner.id));
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      // Another import or invitation since the check above must not carry the company past its limit.
      const inCompany = await countMembers(tx, company.id, ['invited', 'colleague', 'owner']);
      if (inCompany + count('invite') > LIMITS.colleagues) {
        throw new AppError('CONFLICT', 'colleagueLimit', { params: { limit: LIMITS.colleagues } });
      }
      for (const r of rows) {
        if (r.outcome === 'failed') continue;
        const profile = profileOf(r.cells);
        let person = userByEmail.get(r.email);
        const membership = person ? memberOf.get(person.id) : undefined;
        if (person && membership) {
          await tx
            .update(memberships)
            .set({ ...profile, ...(membership.workEmail ? {} : { workEmail: r.email }), updatedAt: now })
            .where(eq(memberships.id, membership.id));
          // Someone who has not activated their account yet has no name of their own: the sheet's is it.
          if (person.status === 'invited' && r.cells.name && r.cells.name !== person.fullName) {
            await tx
              .update(users)
              .set({ fullName: r.cells.name, updatedAt: now })
              .where(eq(users.id, person.id));
          }
          continue;
        }
        if (!person) {
          [person] = await tx
            .insert(users)
            .values({
              shortId: shortId(),
              email: r.email,
              username: await usernameFromEmail(tx, r.email),
              fullName: r.cells.name!,
              status: 'invited',
              invitedByUserId: owner.id,
              lang,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        }
        await tx.insert(memberships).values({
          shortId: shortId(),
          companyId: company.id,
          userId: person.id,
          state: 'invited',
          ...profile,
          workEmail: r.email,
          invitedByUserId: owner.id,
          invitedAt: now,
          inviteMailPending: true,
          updatedAt: now,
        });
      }
    });
    await notifyCompany(deps, company);
    inviteMailsSoon(deps);
  }

  return {
    dryRun: input.dryRun ?? false,
    invited: count('invite'),
    updated: count('update'),
    failed: count('failed'),
    rows: rows.map((r) => ({
      row: r.row,
      name: r.cells.name ?? '',
      email: r.email,
      outcome: r.outcome,
      problems: r.problems,
    })),
  };
}
