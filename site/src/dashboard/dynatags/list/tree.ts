import type { DynatagFolderItem, DynatagList, DynatagSummary } from '@shared/types/dynatags';

// The folder tree of a company's dynatags, built from the flat list the API answers, and the rules a move
// must keep (SPEC §9: depth ≤ 5; a folder never inside itself). The API checks the same rules.

export type FolderNode = {
  folder: DynatagFolderItem;
  /** 1 for a folder at the top level. */
  depth: number;
  folders: FolderNode[];
  tags: DynatagSummary[];
};
export type Tree = { folders: FolderNode[]; tags: DynatagSummary[] };

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Folders and tags in place, each level sorted by name; a tag in a folder that is gone shows at the top. */
export function buildTree(list: Pick<DynatagList, 'dynatags' | 'folders'>): Tree {
  const known = new Set(list.folders.map((f) => f.id));
  const childrenOf = new Map<string | null, DynatagFolderItem[]>();
  for (const folder of list.folders) {
    const parent = folder.parentId && known.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const tagsOf = new Map<string | null, DynatagSummary[]>();
  for (const tag of list.dynatags) {
    const at = tag.folderId && known.has(tag.folderId) ? tag.folderId : null;
    tagsOf.set(at, [...(tagsOf.get(at) ?? []), tag]);
  }
  const sortTags = (tags: DynatagSummary[] = []) => [...tags].sort((a, b) => byName.compare(a.name, b.name));
  const seen = new Set<string>();
  const level = (parent: string | null, depth: number): FolderNode[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort((a, b) => byName.compare(a.name, b.name))
      .filter((f) => !seen.has(f.id) && seen.add(f.id))
      .map((folder) => ({
        folder,
        depth,
        folders: level(folder.id, depth + 1),
        tags: sortTags(tagsOf.get(folder.id)),
      }));
  return { folders: level(null, 1), tags: sortTags(tagsOf.get(null)) };
}

/** The depth of a folder (1 at the top level); 0 for the root (null). */
export function depthOf(folderId: string | null, folders: DynatagFolderItem[]): number {
  const byId = new Map(folders.map((f) => [f.id, f]));
  let depth = 0;
  for (let at = folderId ? byId.get(folderId) : undefined; at && depth <= folders.length; depth++) {
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return depth;
}

/** How many levels a folder and everything under it take (1 for a folder without sub-folders). */
export function heightOf(folderId: string, folders: DynatagFolderItem[]): number {
  const below = folders.filter((f) => f.parentId === folderId);
  return 1 + Math.max(0, ...below.map((f) => heightOf(f.id, folders)));
}

/** Whether `folderId` is `ancestorId` or lies inside it. */
export function isWithin(folderId: string | null, ancestorId: string, folders: DynatagFolderItem[]): boolean {
  const byId = new Map(folders.map((f) => [f.id, f]));
  for (let at = folderId, steps = 0; at && steps <= folders.length; steps++) {
    if (at === ancestorId) return true;
    at = byId.get(at)?.parentId ?? null;
  }
  return false;
}

export type MoveProblem = 'intoItself' | 'tooDeep' | null;

/** Why a folder cannot move under `parentId` (null: the top level), or null when it can. */
export function folderMoveProblem(
  folderId: string,
  parentId: string | null,
  folders: DynatagFolderItem[],
  maxDepth: number,
): MoveProblem {
  if (isWithin(parentId, folderId, folders)) return 'intoItself';
  return depthOf(parentId, folders) + heightOf(folderId, folders) > maxDepth ? 'tooDeep' : null;
}

/** The list with a tag or a folder moved, shown at once while the server confirms. */
export const withTagIn = (list: DynatagList, tagId: string, folderId: string | null): DynatagList => ({
  ...list,
  dynatags: list.dynatags.map((t) => (t.id === tagId ? { ...t, folderId } : t)),
});
export const withFolderIn = (list: DynatagList, id: string, parentId: string | null): DynatagList => ({
  ...list,
  folders: list.folders.map((f) => (f.id === id ? { ...f, parentId } : f)),
});
