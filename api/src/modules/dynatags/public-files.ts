// The files a visitor of an open tag gets: those its modules show (a files list, a PDF, a map overlay, a
// picture), each with the path that serves it and a picture's resized copies. A protected tag's paths are
// signed for an hour (file-access.ts), so they open for the visitor who unlocked it and stop working for a
// link passed on later.
import { type Dynatag, files } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { dynatagFilePath, pictureOf } from './file-access';
import { moduleFileIds } from './modules';

/** How long a signed path of a protected tag's file works. */
export const SIGNED_FILE_MS = 60 * 60 * 1000;

export async function publicFiles(
  deps: Deps,
  tag: Pick<Dynatag, 'id' | 'shortId' | 'modules'>,
  signed: boolean,
): Promise<Record<string, DynatagFile>> {
  const wanted = new Set(moduleFileIds(tag.modules));
  if (wanted.size === 0) return {};
  const rows = await deps.db
    .select({
      shortId: files.shortId,
      name: files.name,
      mime: files.mime,
      size: files.size,
      width: files.width,
      height: files.height,
    })
    .from(files)
    .where(eq(files.dynatagId, tag.id));
  const signUntil = signed ? deps.clock.now() + SIGNED_FILE_MS : undefined;
  const out: Record<string, DynatagFile> = {};
  for (const row of rows) {
    if (!wanted.has(row.shortId)) continue;
    const path = dynatagFilePath(deps, tag.shortId, row.shortId, { signUntil });
    const picture = pictureOf(deps, tag.shortId, row, signUntil);
    out[row.shortId] = {
      id: row.shortId,
      name: row.name,
      mime: row.mime,
      size: row.size,
      path,
      ...(picture && { picture }),
    };
  }
  return out;
}

/**
 * The modules as a visitor gets them: on a protected tag, the images in rich text (the editor writes
 * `/uploads/dynatags/{tag}/files/{id}`, sanitize.ts keeps no other) get signed paths like the files.
 */
export function signedModules(
  deps: Deps,
  tag: Pick<Dynatag, 'shortId' | 'modules'>,
  signed: boolean,
): DynatagModule[] {
  if (!signed) return tag.modules;
  const signUntil = deps.clock.now() + SIGNED_FILE_MS;
  const own = new RegExp(`"/uploads/dynatags/${tag.shortId}/files/([A-Za-z0-9_-]+)"`, 'g');
  return tag.modules.map((m) =>
    m.type === 'wysiwyg'
      ? {
          ...m,
          html: m.html.replace(own, (_, id: string) => {
            const path = dynatagFilePath(deps, tag.shortId, id, { signUntil });
            return `"${path.replaceAll('&', '&amp;')}"`;
          }),
        }
      : m,
  );
}
