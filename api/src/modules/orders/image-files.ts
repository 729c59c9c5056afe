// Deleting an order's design images: from storage and from the order's list. Kept apart from images.ts (the
// uploads, which need the draft) so draft.ts, submit.ts and orders.ts can delete without importing the
// uploads, and draft.ts and images.ts do not import each other (issue 20).
import { type Order, orders } from '@db/schema';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

/** Deletes images from storage and, with `order`, from its list. */
export async function deleteImages(deps: Deps, order: Pick<Order, 'id'> | null, keys: string[]) {
  if (!keys.length) return;
  if (order) {
    const list = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    await deps.db.run(sql`update ${orders} set images = (
      select coalesce(json_group_array(json(value)), json('[]')) from json_each(${orders.images})
      where json_extract(value, '$.key') not in (${list})) where id = ${order.id}`);
  }
  for (const key of keys) await deps.storage.delete(key);
}
