import type { LeadItem, LeadPage } from '@shared/types/leads';
import { atom } from 'nanostores';
import { client } from '../lib/client';
import { onLiveEvent } from '../lib/live';
import { onUserChange } from '../stores/user';

// The leads list (GET /leads, or an owner's GET /companies/{shortId}/leads), shared by the tab's badge, the list
// and the scanner. Reloaded after a change here and on the live event a new or changed lead sends
// (refetch-leads); while a paper card is being read and no live event came, it is asked again every few seconds.

/** Loaded so far, newest first, with the counts; null until the first answer. */
export const $leads = atom<LeadPage | null>(null);

/** What the list shows: my leads, or a company's (owners), and its search and filters. */
export type LeadQuery = {
  company: string;
  q: string;
  event: string;
  tag: string;
  origin: string;
  person: string;
};
export const EMPTY_QUERY: LeadQuery = { company: '', q: '', event: '', tag: '', origin: '', person: '' };
export const $leadQuery = atom<LeadQuery>(EMPTY_QUERY);

const PAGE = 100;
let seq = 0;

const filtersOf = (query: LeadQuery) => {
  const out: Record<string, string> = {};
  for (const key of ['q', 'event', 'tag', 'origin', 'person'] as const) {
    if (query[key] && (key !== 'person' || query.company)) out[key] = query[key];
  }
  return out;
};

/** The first page again (after a live event or a change); `more` adds the next page to those shown. */
export async function loadLeads(options: { more?: boolean } = {}) {
  const current = $leads.get();
  const offset = options.more && current ? current.items.length : 0;
  const mine = ++seq;
  const query = $leadQuery.get();
  const result = query.company
    ? await client.GET('/api/v1/companies/{shortId}/leads', {
        params: { path: { shortId: query.company }, query: { offset, limit: PAGE, ...filtersOf(query) } },
        notifyErrors: false,
      })
    : await client.GET('/api/v1/leads', {
        params: { query: { offset, limit: PAGE, ...filtersOf(query) } },
        notifyErrors: false,
      });
  if (mine !== seq || !result.ok || !result.data) return;
  const page = result.data;
  $leads.set(offset && current ? { ...page, items: [...current.items, ...page.items] } : page);
  watchReading();
}

/** Changes what the list shows and loads it. */
export function setLeadQuery(change: Partial<LeadQuery>) {
  const next = { ...$leadQuery.get(), ...change };
  if (change.company !== undefined) Object.assign(next, { event: '', tag: '', person: '' });
  $leadQuery.set(next);
  void loadLeads();
}

/** Puts one changed lead in place without a reload (an edit, marked seen). */
export function putLead(lead: LeadItem) {
  const current = $leads.get();
  if (!current) return;
  const before = current.items.find((l) => l.shortId === lead.shortId);
  const unread =
    current.unread +
    (before && before.readAt === null && lead.readAt !== null ? -1 : 0) +
    (before && before.readAt !== null && lead.readAt === null ? 1 : 0);
  $leads.set({
    ...current,
    unread,
    items: current.items.map((l) => (l.shortId === lead.shortId ? lead : l)),
  });
}

export function dropLead(shortId: string) {
  const current = $leads.get();
  if (!current) return;
  const gone = current.items.find((l) => l.shortId === shortId);
  $leads.set({
    ...current,
    total: current.total - (gone ? 1 : 0),
    matched: current.matched - (gone ? 1 : 0),
    unread: current.unread - (gone?.readAt === null ? 1 : 0),
    items: current.items.filter((l) => l.shortId !== shortId),
  });
}

/** How often a list with a card being read asks again, should no live event come (a stream cut at a fair). */
const READING_POLL_MS = 4000;
let readingTimer: ReturnType<typeof setTimeout> | undefined;
function watchReading() {
  clearTimeout(readingTimer);
  if (!$leads.get()?.items.some((l) => l.scanState === 'reading')) return;
  readingTimer = setTimeout(() => {
    if (document.visibilityState !== 'hidden') void loadLeads();
    else watchReading();
  }, READING_POLL_MS);
}

let bound = false;
/** Reloads when a lead arrives or changes, and forgets the list when the user changes (once per page). */
export function bindLeads() {
  if (bound) return;
  bound = true;
  onLiveEvent((event) => {
    if (event.actions.includes('refetch-leads') && $leads.get() !== null) void loadLeads();
  });
  onUserChange(() => {
    $leads.set(null);
    $leadQuery.set(EMPTY_QUERY);
  });
  // Opened without a connection (the installed app at a fair): the list comes when the connection does.
  addEventListener('online', () => void loadLeads());
}
