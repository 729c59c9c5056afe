// The shape of a company's folder tree, worked out in memory (at most LIMITS.folders rows): how deep a
// folder sits, how tall the subtree under it is, and whether a folder is inside another.

export type TreeNode = { id: number; parentId: number | null };

/** The children of each folder (null: the root). */
function childrenOf(nodes: readonly TreeNode[]) {
  const children = new Map<number | null, number[]>();
  for (const node of nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node.id);
    children.set(node.parentId, list);
  }
  return children;
}

/** How deep a folder sits: 1 at the root, 2 inside a root folder…; 0 for the root itself (null). */
export function depthOf(nodes: readonly TreeNode[], id: number | null): number {
  const parents = new Map(nodes.map((n) => [n.id, n.parentId]));
  let depth = 0;
  // Bounded by the number of folders, should the stored tree ever hold a loop.
  for (let at = id; at !== null && depth <= nodes.length; at = parents.get(at) ?? null) depth++;
  return depth;
}

/** The folder and everything inside it, at any depth. */
export function subtreeOf(nodes: readonly TreeNode[], id: number): Set<number> {
  const children = childrenOf(nodes);
  const inside = new Set<number>();
  const stack = [id];
  while (stack.length) {
    const at = stack.pop()!;
    if (inside.has(at)) continue;
    inside.add(at);
    stack.push(...(children.get(at) ?? []));
  }
  return inside;
}

/** Levels of the subtree under a folder, the folder included: 1 for a folder without sub-folders. */
export function heightOf(nodes: readonly TreeNode[], id: number): number {
  const children = childrenOf(nodes);
  const height = (at: number, seen: number): number =>
    seen > nodes.length ? 0 : 1 + Math.max(0, ...(children.get(at) ?? []).map((c) => height(c, seen + 1)));
  return height(id, 0);
}
