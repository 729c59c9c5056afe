// The fast path's memory of card links: /c/{cardId} → the profile page it opens, so a scan is answered from the
// page cache without a query. Each link lists the keys of the rows it was read from (the page cache's keys,
// write-keys.ts: `card:{id}`, `company:{id}`, `membership:{id}`, `user:{id}`, `profile:{id}`) and is dropped when a
// committed write names one of them: a reassign or disable, the holder leaving the company, the holder's
// account or active profile changing.

/** Where a card link leads: the internal card id (its views), and the profile page, or null (the neutral page). */
export type CardLink = {
  cardId: number;
  /** The card's company (null when it is gone): its own page domain is where the card's address lives. */
  companyId: number | null;
  /** The chip is personalised for Secure Unique NFC: only a verified tap counts as a tap (card-link.ts). */
  sun: boolean;
  /** The holder's active profile: the page's shortId and the profile's id (its views); null: neutral page. */
  profile: { shortId: string; id: number } | null;
  keys: readonly string[];
};

/** Links remembered at most; the oldest remembered goes first. */
export const CARD_LINK_LIMIT = 50_000;

export class CardLinks {
  #links = new Map<string, CardLink>();
  /** Card ids of the links read from each row key. */
  #linksOf = new Map<string, Set<string>>();
  /** Grows with every invalidation: a lookup that began before one may hold what it just changed. */
  #stamp = 0;

  constructor(readonly limit = CARD_LINK_LIMIT) {}

  /** Taken before a lookup reads the database; hand it to `set`. */
  get stamp() {
    return this.#stamp;
  }

  get size() {
    return this.#links.size;
  }

  get(cardShortId: string): CardLink | undefined {
    return this.#links.get(cardShortId);
  }

  /** Remembers a link read since `stamp`; refused when any write was reported meanwhile (it may be stale). */
  set(cardShortId: string, link: CardLink, stamp: number): boolean {
    if (stamp !== this.#stamp) return false;
    this.#delete(cardShortId);
    this.#links.set(cardShortId, link);
    for (const key of link.keys) {
      const ids = this.#linksOf.get(key);
      if (ids) ids.add(cardShortId);
      else this.#linksOf.set(key, new Set([cardShortId]));
    }
    while (this.#links.size > this.limit) {
      const oldest = this.#links.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Drops the links read from any of `keys`; null drops all. */
  invalidate(keys: readonly string[] | null) {
    this.#stamp++;
    if (keys === null) {
      this.#links.clear();
      this.#linksOf.clear();
      return;
    }
    for (const key of keys) {
      const ids = this.#linksOf.get(key);
      if (ids) for (const id of [...ids]) this.#delete(id);
    }
  }

  #delete(cardShortId: string) {
    const link = this.#links.get(cardShortId);
    if (!link) return;
    this.#links.delete(cardShortId);
    for (const key of link.keys) {
      const ids = this.#linksOf.get(key);
      ids?.delete(cardShortId);
      if (ids?.size === 0) this.#linksOf.delete(key);
    }
  }
}
