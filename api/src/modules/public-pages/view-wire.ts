// Counted views as they travel from the request thread to the view writer: one string per batch, nine fields a
// view, which the request thread appends to without making an object per view and which a worker message copies
// as one block of memory (an array of 4,500 strings and numbers a batch cost 3 % of a counted page's CPU in the
// copy alone). The separators are control characters, which no URL, header value, address or hash can hold.
import type { PendingView } from '../profiles/view-batch';
import type { ViewTarget } from '../profiles/views';
import { hashed, type Visit } from '../profiles/visits';

const FIELD = '\u0001';
const VIEW = '\u0002';
/** Stands for a missing value (no referrer; no request at all). */
const NONE = '\u0003';

export type WireViews = { count: number; text: string };

export const emptyWire = (): WireViews => ({ count: 0, text: '' });

/** Appends a view of `target` by `visit` to `wire`. */
export function pushWire(wire: WireViews, target: ViewTarget, visit: Visit) {
  const request = visit.request;
  wire.text +=
    target.type +
    FIELD +
    target.id +
    FIELD +
    visit.at +
    FIELD +
    visit.day +
    FIELD +
    (visit.hash ?? NONE) +
    FIELD +
    (request ? request.ip : NONE) +
    FIELD +
    (request ? request.userAgent : NONE) +
    FIELD +
    (request ? request.url : NONE) +
    FIELD +
    (request?.referrer ?? NONE) +
    VIEW;
  wire.count++;
}

/** The views of `wire` as the writer takes them, each with its visitor hash (made here when it has none). */
export function fromWire(wire: WireViews, secret: string): PendingView[] {
  const views: PendingView[] = [];
  if (!wire.text) return views;
  for (const line of wire.text.slice(0, -1).split(VIEW)) {
    const [type, id, at, day, hash, ip, userAgent, url, referrer] = line.split(FIELD);
    const visit: Visit = {
      at: Number(at),
      day,
      hash: hash === NONE ? undefined : hash,
      request:
        url === NONE ? undefined : { ip, userAgent, url, referrer: referrer === NONE ? null : referrer },
    };
    views.push({
      target: { type: type as ViewTarget['type'], id: Number(id) },
      visit: hashed(visit, secret),
    });
  }
  return views;
}
