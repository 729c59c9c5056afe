// The routes of a person's own data in one download (issue 33): asked for in the settings, made as a job, mailed as
// a link that expires.
import { dataExports, type User } from '@db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import { sha256, shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import { makeDueExports } from './export-job';
import { DataExportData } from './export-schemas';

const tags = ['Users'];

const publicOf = (row: typeof dataExports.$inferSelect) => ({
  id: row.shortId,
  state: row.state,
  createdAt: row.createdAt,
  readyAt: row.readyAt,
  expiresAt: row.expiresAt,
  size: row.size,
});

async function latest(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** Queues a copy of the user's data, or answers the one being made (asking twice makes one). */
async function ask(deps: Deps, user: User) {
  const current = await latest(deps, user.id);
  if (current?.state === 'queued') return current;
  const [row] = await deps.db
    .insert(dataExports)
    .values({ shortId: shortId(), userId: user.id, createdAt: deps.clock.now() })
    .returning();
  // Made at once when this instance is free; the job (every 15 s) takes it otherwise.
  void makeDueExports(deps).catch((error) => deps.log.error('data exports not made', { error }));
  return row!;
}

/** The archive behind a mailed link: the right token, not expired, still stored. */
async function download(deps: Deps, id: string, token: string) {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.shortId, id), eq(dataExports.state, 'ready')));
  const valid =
    row?.tokenHash &&
    row.storageKey &&
    row.expiresAt &&
    row.expiresAt > deps.clock.now() &&
    row.tokenHash === sha256(token);
  const blob = valid ? await deps.storage.get(row.storageKey!) : null;
  if (!blob) throw new AppError('NOT_FOUND', 'dataExportLinkWrong');
  const day = new Date(row!.readyAt ?? row!.createdAt).toISOString().slice(0, 10);
  return new Response(blob, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="dynacard-data-${day}.zip"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

export const dataExportRoutes = (deps: Deps) =>
  new Elysia({ name: 'data-exports' })
    .use(authGuard(deps))
    // GET /users/me/data-export – the latest copy asked for, or null
    .get(
      '/users/me/data-export',
      async ({ user }) => {
        const row = await latest(deps, user.id);
        return row && publicOf(row);
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'My latest copy of my data',
          responses: answers(t.Nullable(DataExportData), 'The latest copy asked for, or null'),
        },
      },
    )
    // POST /users/me/data-export – ask for a copy of one's data (a ZIP file, mailed as a link)
    .post(
      '/users/me/data-export',
      async ({ user, request }) => {
        await deps.limiter.check('dataExport', clientIp(request, deps.config.trustProxy), String(user.id));
        return reply(publicOf(await ask(deps, user)), 'dataExportQueued', 202);
      },
      {
        auth: true,
        detail: {
          tags,
          summary: 'Ask for a copy of my data',
          description:
            'Makes a ZIP file of the account, profiles, companies, saved contacts, leads, sign-ins, API keys (never the keys), subscriptions and uploaded files, and mails a link to it that works for 7 days. Asking again while one is being made answers that one.',
          responses: answers(DataExportData, 'Being made; the link comes by mail', 202),
        },
      },
    )
    // GET /data-exports/:id/download?token= – the mailed link
    .get(
      '/data-exports/:id/download',
      async ({ params, query, request }) => {
        await deps.limiter.check('dataExportDownload', clientIp(request, deps.config.trustProxy));
        return download(deps, params.id, query.token);
      },
      {
        params: t.Object({ id: t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId' }) }),
        query: t.Object({ token: t.String({ minLength: 1, maxLength: 100, error: 'invalidToken' }) }),
        detail: {
          tags,
          summary: 'Download a copy of my data (the mailed link)',
          description: 'No sign-in: the token in the mailed link is the key. 404 once the link has ended.',
          responses: fileAnswer('application/zip', 'The ZIP file'),
        },
      },
    );
