import { dynatags, files } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { contentDisposition } from '../companies/uploads';
import { hasValidSignature, isProtected } from './file-access';

/**
 * GET /uploads/dynatags/{tagShortId}/files/{fileId}: a dynatag's file. An unprotected tag's files are as
 * public as its page; a tag with a passcode or a geolock serves them only with a valid signature
 * (file-access.ts), else 404 as for a file that does not exist.
 */
export const dynatagUploads = (deps: Deps) =>
  new Elysia({ name: 'dynatag-uploads' }).get(
    '/uploads/dynatags/:tagShortId/files/:fileId',
    async ({ params, query }) => {
      const [row] = await deps.db
        .select({ file: files, passcode: dynatags.passcode, geoDistance: dynatags.geoDistance })
        .from(files)
        .innerJoin(dynatags, eq(dynatags.id, files.dynatagId))
        .where(and(eq(dynatags.shortId, params.tagShortId), eq(files.shortId, params.fileId)));
      if (!row) throw notFound();
      if (isProtected(row) && !hasValidSignature(deps, params.tagShortId, params.fileId, query))
        throw notFound();
      const stored = await deps.storage.get(row.file.storageKey);
      if (!stored) throw notFound();
      return new Response(stored, {
        headers: {
          'content-type': row.file.mime,
          'content-disposition': contentDisposition(row.file),
          'cache-control': 'private, no-cache',
        },
      });
    },
    {
      params: t.Object({ tagShortId: t.String({ maxLength: 32 }), fileId: t.String({ maxLength: 32 }) }),
      query: t.Object({
        sig: t.Optional(t.String({ maxLength: 100 })),
        exp: t.Optional(t.String({ maxLength: 20 })),
      }),
      detail: { hide: true },
    },
  );
