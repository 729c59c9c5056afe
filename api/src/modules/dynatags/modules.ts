// What a save does to the modules beyond their schemas: file references (upload:N to the new files' ids,
// every reference a file of this tag, the PDF viewer's and the map overlay's type and size, a picture's
// description), the HTML of wysiwyg modules, and what is left of them when files go.
import { LIMITS, MB } from '@shared/constants';
import { type DynatagModule, type ModuleOf, missingAlt } from '@shared/schemas/dynatag-modules';
import type { TagVariant } from '@shared/schemas/tag-rules';
import { parseVideoUrl, VIDEO_MIMES, type VideoLink } from '@shared/video';
import { AppError, invalid } from '../../platform/errors';
import { sanitizeWysiwyg } from './sanitize';

/** A file of the tag as the checks need it; `picture`: stored with resized copies (platform/pictures.ts). */
export type TagFileInfo = { id: string; mime: string; size: number; picture: boolean };

const OVERLAY_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Every file reference of a module with its field path and role. */
function refsOf(
  module: DynatagModule,
  at: string,
): { ref: string; field: string; role?: 'pdf' | 'overlay' | 'picture' | 'video' }[] {
  if (module.type === 'files') return module.files.map((ref, i) => ({ ref, field: `${at}.files.${i}` }));
  if (module.type === 'image') return [{ ref: module.file, field: `${at}.file`, role: 'picture' }];
  if (module.type === 'gallery') {
    return module.pictures.map((p, i) => ({
      ref: p.file,
      field: `${at}.pictures.${i}.file`,
      role: 'picture',
    }));
  }
  if (module.type === 'pdf') return [{ ref: module.file, field: `${at}.file`, role: 'pdf' }];
  if (module.type === 'mapMarkers' && module.overlay) {
    return [{ ref: module.overlay.file, field: `${at}.overlay.file`, role: 'overlay' }];
  }
  if (module.type === 'video') return videoRefs(module, at);
  return [];
}

/** A video module's file (an MP4 or WebM) and poster (a picture), those it has. */
const videoRefs = (module: ModuleOf<'video'>, at: string) => [
  ...(module.file ? [{ ref: module.file, field: `${at}.file`, role: 'video' as const }] : []),
  ...(module.poster ? [{ ref: module.poster, field: `${at}.poster`, role: 'picture' as const }] : []),
];

/** Each variant with `change` done to its modules, as it is done to the tag's (issue 34). */
export const changeVariants = (
  variants: readonly TagVariant[],
  change: (modules: DynatagModule[]) => DynatagModule[],
): TagVariant[] => variants.map((v) => ({ ...v, modules: change(v.modules) }));

/** The modules of the tag and of its variants, for what looks at every module a visitor may be shown. */
export const everyModule = (tag: { modules: DynatagModule[]; variants?: readonly TagVariant[] }) => [
  ...tag.modules,
  ...(tag.variants ?? []).flatMap((v) => v.modules),
];

/** The ids of the files the modules show, once each. */
export const moduleFileIds = (modules: readonly DynatagModule[]) => [
  ...new Set(modules.flatMap((m, i) => refsOf(m, `modules.${i}`).map((r) => r.ref))),
];

/** Replaces each reference by `map(ref, field)` (a new id, or the same). */
function mapRefs(
  modules: DynatagModule[],
  map: (ref: string, field: string) => string,
  prefix = 'modules',
): DynatagModule[] {
  return modules.map((module, i) => {
    const at = `${prefix}.${i}`;
    if (module.type === 'files') {
      return { ...module, files: module.files.map((ref, n) => map(ref, `${at}.files.${n}`)) };
    }
    if (module.type === 'pdf' || module.type === 'image') {
      return { ...module, file: map(module.file, `${at}.file`) };
    }
    if (module.type === 'gallery') {
      const pictures = module.pictures.map((p, n) => ({
        ...p,
        file: map(p.file, `${at}.pictures.${n}.file`),
      }));
      return { ...module, pictures };
    }
    if (module.type === 'video') {
      return {
        ...module,
        ...(module.file ? { file: map(module.file, `${at}.file`) } : {}),
        ...(module.poster ? { poster: map(module.poster, `${at}.poster`) } : {}),
      };
    }
    if (module.type === 'mapMarkers' && module.overlay) {
      return {
        ...module,
        overlay: { ...module.overlay, file: map(module.overlay.file, `${at}.overlay.file`) },
      };
    }
    return module;
  });
}

/** `upload:N` becomes the id of the N-th file sent with the request; `at` the modules' field (a variant's too). */
export const resolveUploads = (modules: DynatagModule[], uploadIds: readonly string[], at = 'modules') =>
  mapRefs(
    modules,
    (ref, field) => {
      const n = ref.match(/^upload:(\d+)$/)?.[1];
      if (n === undefined) return ref;
      const id = uploadIds[Number(n)];
      if (!id) throw invalid(field, 'fileRefMissing');
      return id;
    },
    at,
  );

/** A picture says what it shows, unless it is decoration only (the shared rule `missingAlt`). */
function checkAlt(modules: readonly DynatagModule[], at: string) {
  for (const [i, m] of modules.entries()) {
    const [path] = missingAlt(m);
    if (path) throw invalid(`${at}.${i}${path.replaceAll('/', '.')}`, 'altRequired');
  }
}

/**
 * Each reference is a file of the tag; the PDF viewer shows PDFs up to 4 MB, an overlay is an image up to
 * 2 MB, an image or gallery shows pictures (stored with their copies) with a description.
 */
export function checkRefs(
  modules: readonly DynatagModule[],
  tagFiles: ReadonlyMap<string, TagFileInfo>,
  at = 'modules',
) {
  checkAlt(modules, at);
  checkVideos(modules, at);
  for (const [i, module] of modules.entries()) {
    for (const { ref, field, role } of refsOf(module, `${at}.${i}`)) {
      const file = tagFiles.get(ref);
      if (!file) throw invalid(field, 'fileRefMissing');
      if (role === 'picture' && !file.picture) throw invalid(field, 'notAPicture');
      if (role === 'video' && !(VIDEO_MIMES as readonly string[]).includes(file.mime)) {
        throw invalid(field, 'invalidVideo');
      }
      if (role === 'pdf') {
        if (file.mime !== 'application/pdf') throw invalid(field, 'pdfNotPdf');
        if (file.size > LIMITS.pdfViewerBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'pdfTooLarge', {
            field,
            params: { limit: `${LIMITS.pdfViewerBytes / MB} MB` },
          });
        }
      }
      if (role === 'overlay') {
        if (!OVERLAY_TYPES.includes(file.mime)) throw invalid(field, 'overlayNotImage');
        if (file.size > LIMITS.mapOverlayBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'overlayTooLarge', {
            field,
            params: { limit: `${LIMITS.mapOverlayBytes / MB} MB` },
          });
        }
      }
    }
  }
}

/** A video module is a YouTube or Vimeo link or a file of the tag, one of them. */
function checkVideos(modules: readonly DynatagModule[], at: string) {
  for (const [i, m] of modules.entries()) {
    if (m.type !== 'video') continue;
    if (m.url !== undefined ? m.file !== undefined || !parseVideoUrl(m.url) : m.file === undefined) {
      throw invalid(`${at}.${i}.url`, 'invalidVideoUrl');
    }
  }
}

/** The YouTube and Vimeo videos of the modules, for their posters. */
export const videoLinksOf = (modules: readonly DynatagModule[]): VideoLink[] =>
  modules.flatMap((m) => {
    const link = m.type === 'video' && m.url ? parseVideoUrl(m.url) : null;
    return link ? [link] : [];
  });

/**
 * The modules without the files that are gone: a PDF or image module without its file goes, a gallery loses
 * the picture (and goes with its last one), an overlay goes.
 */
export function dropFiles(modules: readonly DynatagModule[], kept: ReadonlySet<string>): DynatagModule[] {
  return modules.flatMap((module): DynatagModule[] => {
    if (module.type === 'files') return [{ ...module, files: module.files.filter((id) => kept.has(id)) }];
    if (module.type === 'pdf' || module.type === 'image') return kept.has(module.file) ? [module] : [];
    if (module.type === 'gallery') {
      const pictures = module.pictures.filter((p) => kept.has(p.file));
      return pictures.length ? [{ ...module, pictures }] : [];
    }
    if (module.type === 'video') {
      if (module.file && !kept.has(module.file)) return [];
      if (module.poster && !kept.has(module.poster)) {
        const { poster: _gone, ...rest } = module;
        return [rest];
      }
      return [module];
    }
    if (module.type === 'mapMarkers' && module.overlay && !kept.has(module.overlay.file)) {
      const { overlay: _gone, ...rest } = module;
      return [rest];
    }
    return [module];
  });
}

/** The ids of the pictures among files: rich text shows only those as images. */
export const imageIdsOf = (files: Iterable<{ id: string; mime: string }>) =>
  new Set([...files].filter((f) => f.mime.startsWith('image/')).map((f) => f.id));

/** The HTML of every wysiwyg module through the allow-list (images only of this tag's pictures). */
export const sanitizeModules = (modules: DynatagModule[], tagShortId: string, fileIds: ReadonlySet<string>) =>
  modules.map((m) =>
    m.type === 'wysiwyg' ? { ...m, html: sanitizeWysiwyg(m.html, tagShortId, fileIds) } : m,
  );

/** Imported modules: their files' ids mapped to the copies, and the copied image paths in their HTML. */
export function retarget(
  modules: readonly DynatagModule[],
  from: string,
  to: string,
  fileIds: ReadonlyMap<string, string>,
  newId: () => string,
): DynatagModule[] {
  const mapped = mapRefs([...modules], (ref) => fileIds.get(ref) ?? ref);
  return mapped.map((m) => ({
    ...(m.type === 'wysiwyg'
      ? {
          ...m,
          html: m.html.replace(
            new RegExp(`/uploads/dynatags/${from}/files/([A-Za-z0-9_-]+)`, 'g'),
            (whole, id: string) =>
              fileIds.has(id) ? `/uploads/dynatags/${to}/files/${fileIds.get(id)}` : whole,
          ),
        }
      : m),
    id: newId(),
  }));
}

/** The ids of the files a wysiwyg module shows as images. */
export const htmlImageIds = (modules: readonly DynatagModule[], tagShortId: string) =>
  modules.flatMap((m) =>
    m.type === 'wysiwyg'
      ? [...m.html.matchAll(new RegExp(`/uploads/dynatags/${tagShortId}/files/([A-Za-z0-9_-]+)`, 'g'))].map(
          (match) => match[1],
        )
      : [],
  );
