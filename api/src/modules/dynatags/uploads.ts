import { dynatags, files } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { isPictureSlot, variantKey } from '../../platform/pictures';
import { rangedFile } from '../../platform/ranged-file';
import { contentDisposition } from '../companies';
import { hasValidSignature, isProtected } from './file-access';

const params = t.Object({ tagShortId: t.String({ maxLength: 32 }), fileId: t.String({ maxLength: 32 }) });
const query = t.Object({
  sig: t.Optional(t.String({ maxLength: 100 })),
  exp: t.Optional(t.String({ maxLength: 20 })),
});

/** A resized copy never changes (a file's id is never reused): a year in the visitor's browser, an hour when signed. */
const COPY_CACHE = { open: 'private, max-age=31536000, immutable', signed: 'private, max-age=3600' };

/**
 * GET /uploads/dynatags/{tagShortId}/files/{fileId}: a dynatag's file, and …/{fileId}/{480|960|1600} a
 * picture's resized copy. An unprotected tag's files are as public as its page; a tag with a passcode or a
 * geolock serves them (copies too) only with a valid signature (file-access.ts), else 404 as for a file that
 * does not exist. Never in a shared cache: a tag may be locked later.
 */
export const dynatagUploads = (deps: Deps) => {
  async function findFile(p: { tagShortId: string; fileId: string }, q: { sig?: string; exp?: string }) {
    const [row] = await deps.db
      .select({ file: files, passcode: dynatags.passcode, geoDistance: dynatags.geoDistance })
      .from(files)
      .innerJoin(dynatags, eq(dynatags.id, files.dynatagId))
      .where(and(eq(dynatags.shortId, p.tagShortId), eq(files.shortId, p.fileId)));
    if (!row) throw notFound();
    const signed = isProtected(row);
    if (signed && !hasValidSignature(deps, p.tagShortId, p.fileId, q)) throw notFound();
    return { file: row.file, signed };
  }

  return new Elysia({ name: 'dynatag-uploads' })
    .get(
      '/uploads/dynatags/:tagShortId/files/:fileId',
      async ({ params, query, request }) => {
        const { file } = await findFile(params, query);
        const stored = await deps.storage.get(file.storageKey);
        if (!stored) throw notFound();
        // With range requests: a video module's <video> asks for its file piece by piece.
        return rangedFile(stored, request.headers.get('range'), {
          'content-type': file.mime,
          'content-disposition': contentDisposition(file),
          'cache-control': 'private, no-cache',
        });
      },
      { params, query, detail: { hide: true } },
    )
    .get(
      '/uploads/dynatags/:tagShortId/files/:fileId/:slot',
      async ({ params, query }) => {
        const slot = Number(params.slot);
        if (!isPictureSlot(slot)) throw notFound();
        const { file, signed } = await findFile(params, query);
        if (file.width === null) throw notFound();
        const stored = await deps.storage.get(variantKey(file.storageKey, slot));
        if (!stored) throw notFound();
        return new Response(stored, {
          headers: {
            'content-type': 'image/webp',
            'cache-control': signed ? COPY_CACHE.signed : COPY_CACHE.open,
          },
        });
      },
      {
        params: t.Object({ ...params.properties, slot: t.String({ maxLength: 4 }) }),
        query,
        detail: { hide: true },
      },
    );
};
