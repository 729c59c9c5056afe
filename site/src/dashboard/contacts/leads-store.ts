import type { LeadItem, LeadPage } from '@shared/types/leads';
import { atom } from 'nanostores';
import { client } from '../lib/client';
import { onLiveEvent } from '../lib/live';
import { onUserChange } from '../stores/user';

// The contacts visitors left on my card page (GET /leads), shared by the tab's badge and the list. Reloaded
// after a change here and on the live event a new lead sends (refetch-leads).

/** Loaded so far, newest first, with the counts; null until the first answer. */
export const $leads = atom<LeadPage | null>(null);

const PAGE = 100;
let seq = 0;

/** The first page again (after a live event or a change); `more` adds the next page to those shown. */
export async function loadLeads(options: { more?: boolean } = {}) {
  const current = $leads.get();
  const offset = options.more && current ? current.items.length : 0;
  const mine = ++seq;
  const result = await client.GET('/api/v1/leads', {
    params: { query: { offset, limit: PAGE } },
    notifyErrors: false,
  });
  if (mine !== seq || !result.ok || !result.data) return;
  const page = result.data;
  $leads.set(offset && current ? { ...page, items: [...current.items, ...page.items] } : page);
}

/** Puts one changed lead in place without a reload (marked seen). */
export function putLead(lead: LeadItem) {
  const current = $leads.get();
  if (!current) return;
  const before = current.items.find((l) => l.shortId === lead.shortId);
  const unread = current.unread + (before && before.readAt === null && lead.readAt !== null ? -1 : 0);
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
    unread: current.unread - (gone?.readAt === null ? 1 : 0),
    items: current.items.filter((l) => l.shortId !== shortId),
  });
}

let bound = false;
/** Reloads when a visitor leaves a contact, and forgets the list when the user changes (once per page). */
export function bindLeads() {
  if (bound) return;
  bound = true;
  onLiveEvent((event) => {
    if (event.actions.includes('refetch-leads') && $leads.get() !== null) void loadLeads();
  });
  onUserChange(() => $leads.set(null));
}
