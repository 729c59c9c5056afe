// A pasted signature's images are fetched for every message shown, by every recipient's mail client (and by
// Gmail's image proxy, which revalidates). What they show changes only with a new photo or a new card address, so
// each rendering is kept in memory under that source, and a client holding it gets 304 without a byte drawn.

/** Renderings kept; the oldest goes first (a photo is ~5 KB, a QR code ~1 KB). */
export const SIGNATURE_IMAGE_MEMO = 1000;

const memo = new Map<string, Uint8Array<ArrayBuffer>>();

/** The entity tag of a rendering of `source` (the avatar's storage key, the card's address). */
export const etagOf = (source: string) => `"${Bun.hash(source).toString(36)}"`;

/**
 * The image of `source`: 304 when the client's `If-None-Match` names it, else from memory or drawn by `render`
 * (once per source). `headers` are sent with both answers.
 */
export async function memoImage(
  request: Request,
  source: string,
  headers: Record<string, string>,
  render: () => Promise<Uint8Array<ArrayBuffer>>,
) {
  const etag = etagOf(source);
  const all = { ...headers, etag };
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers: all });
  let bytes = memo.get(source);
  if (!bytes) {
    bytes = await render();
    if (memo.size >= SIGNATURE_IMAGE_MEMO) memo.delete(memo.keys().next().value as string);
    memo.set(source, bytes);
  }
  return new Response(bytes, { headers: all });
}
