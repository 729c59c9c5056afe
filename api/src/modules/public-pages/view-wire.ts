// Counted views as they travel from the request thread to the view writer. On the request thread a view is nine
// fields pushed onto an array (references to strings the request holds: no object, no copy per view); when the
// batch leaves, the fields are joined into one string, which a worker message copies as one block of memory (an
// array of 4,500 strings and numbers a batch cost 3 % of a counted page's CPU to copy; building a string view by
// view made garbage of every piece). The separator is a control character, which no URL, header value, address
// or hash can hold.
import { hashed, type PendingView, type ViewTarget, type Visit } from '../profiles';

const FIELD = '\u0001';
/** Stands for a missing value (no referrer; no request at all). */
const NONE = '\u0003';
const FIELDS = 9;

/** Views gathered on the request thread: their fields one after another, references to the request's strings. */
export type ViewQueue = { count: number; fields: (string | number)[] };
/** Views on their way to the writer: the fields joined in one string (one copy, made when the batch leaves). */
export type WireViews = { count: number; text: string };

export const emptyQueue = (): ViewQueue => ({ count: 0, fields: [] });

/** Appends a view of `target` by `visit` to `queue`. */
export function pushView(queue: ViewQueue, target: ViewTarget, visit: Visit) {
  const request = visit.request;
  queue.fields.push(
    target.type,
    target.id,
    visit.at,
    visit.day,
    visit.hash ?? NONE,
    request ? request.ip : NONE,
    request ? request.userAgent : NONE,
    request ? request.url : NONE,
    request?.referrer ?? NONE,
  );
  queue.count++;
}

export const toWire = (queue: ViewQueue): WireViews => ({
  count: queue.count,
  text: queue.fields.join(FIELD),
});

/** The views of `wire` as the writer takes them, each with its visitor hash (made here when it has none). */
export function fromWire(wire: WireViews, secret: string): PendingView[] {
  const views: PendingView[] = [];
  if (!wire.count) return views;
  const fields = wire.text.split(FIELD);
  for (let at = 0; at + FIELDS <= fields.length; at += FIELDS) {
    const [type, id, time, day, hash, ip, userAgent, url, referrer] = fields.slice(at, at + FIELDS);
    const visit: Visit = {
      at: Number(time),
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
