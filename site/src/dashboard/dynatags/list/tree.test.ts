import { describe, expect, test } from 'bun:test';
import type { DynatagFolderItem, DynatagSummary } from '@shared/types/dynatags';
import { buildTree, depthOf, folderMoveProblem, heightOf, isWithin, withFolderIn, withTagIn } from './tree';

const folder = (id: string, parentId: string | null, name = id): DynatagFolderItem => ({
  id,
  name,
  parentId,
  createdAt: 0,
  updatedAt: 0,
});
const tag = (id: string, folderId: string | null) => ({ id, name: id, folderId }) as DynatagSummary;

// a ─ b ─ c ─ d,  e (top level)
const folders = [folder('a', null), folder('b', 'a'), folder('c', 'b'), folder('d', 'c'), folder('e', null)];

describe('dynatag folder tree', () => {
  test('nests folders and tags, sorted by name; a tag of an unknown folder shows at the top level', () => {
    const tree = buildTree({
      folders: [folder('x', null, 'Zeta'), folder('y', null, 'alpha'), folder('z', 'y', 'Inner')],
      dynatags: [tag('t2', 'z'), tag('t1', null), tag('t3', 'gone')],
    });
    expect(tree.folders.map((n) => n.folder.name)).toEqual(['alpha', 'Zeta']);
    expect(tree.folders[0].folders[0]).toMatchObject({ depth: 2, folder: { name: 'Inner' } });
    expect(tree.folders[0].folders[0].tags.map((t) => t.id)).toEqual(['t2']);
    expect(tree.tags.map((t) => t.id)).toEqual(['t1', 't3']);
  });

  test('depth, height and ancestry', () => {
    expect(depthOf(null, folders)).toBe(0);
    expect(depthOf('a', folders)).toBe(1);
    expect(depthOf('d', folders)).toBe(4);
    expect(heightOf('a', folders)).toBe(4);
    expect(heightOf('e', folders)).toBe(1);
    expect(isWithin('d', 'b', folders)).toBe(true);
    expect(isWithin('b', 'd', folders)).toBe(false);
    expect(isWithin(null, 'a', folders)).toBe(false);
  });

  test('a move keeps depth ≤ 5 and never puts a folder inside itself', () => {
    expect(folderMoveProblem('e', 'd', folders, 5)).toBeNull();
    expect(folderMoveProblem('e', 'c', folders, 5)).toBeNull();
    expect(folderMoveProblem('b', 'e', folders, 5)).toBeNull();
    expect(folderMoveProblem('a', 'e', folders, 5)).toBeNull();
    expect(folderMoveProblem('a', 'e', [...folders, folder('f', 'd')], 5)).toBe('tooDeep');
    expect(folderMoveProblem('e', 'd', [...folders, folder('f', 'd')], 4)).toBe('tooDeep');
    expect(folderMoveProblem('b', 'd', folders, 5)).toBe('intoItself');
    expect(folderMoveProblem('b', 'b', folders, 5)).toBe('intoItself');
    expect(folderMoveProblem('d', null, folders, 5)).toBeNull();
    const deeper = withFolderIn(
      { dynatags: [], folders, limits: { dynatags: 500, folders: 100, folderDepth: 5 } },
      'e',
      'd',
    );
    expect(depthOf('e', deeper.folders)).toBe(5);
    expect(withTagIn({ ...deeper, dynatags: [tag('t', null)] }, 't', 'e').dynatags[0].folderId).toBe('e');
  });
});
