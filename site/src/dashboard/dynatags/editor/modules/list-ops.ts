// Pure list operations of the module editor, shared by the modules, route stops, markers and contacts.

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (source === target || list.length < 2) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item);
  return next;
}

/** Moves the item with id `activeId` to the place of `overId`, as a drag and drop ends. */
export function moveById<T extends { id: string }>(
  list: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = list.findIndex((m) => m.id === activeId);
  const to = list.findIndex((m) => m.id === overId);
  if (from < 0 || to < 0) return [...list];
  return moveItem(list, from, to);
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old));

/** Puts `item` back at `index` (undo of a removal), or at the end when the list has become shorter. */
export const insertAt = <T>(list: readonly T[], index: number, item: T): T[] => {
  const next = [...list];
  next.splice(Math.min(index, next.length), 0, item);
  return next;
};

/** Whether one more fits under `limit`. */
export const hasRoom = (count: number, limit: number) => count < limit;
