// What the scanner adds to every capture, kept between captures on this phone (the event of the day, its tags),
// and the events to pick from, kept for the hall without signal.
import type { LeadEventItem } from '@shared/types/leads';
import { atom } from 'nanostores';
import { client } from '../../lib/client';

const EVENTS_KEY = 'dc:lead-events';
const EXTRAS_KEY = 'dc:capture-extras';

export type Extras = { event: string; tags: string };

function read<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the scanner asks again next time.
  }
}

export const $events = atom<LeadEventItem[]>(read(EVENTS_KEY, []));
export const $extras = atom<Extras>(read(EXTRAS_KEY, { event: '', tags: '' }));

export function setExtras(extras: Extras) {
  $extras.set(extras);
  write(EXTRAS_KEY, extras);
}

/** The events of my companies, from the server when it answers, else the ones kept at the last visit. */
export async function loadEvents() {
  const answer = await client.GET('/api/v1/lead-events', { notifyErrors: false });
  if (!answer.ok || !answer.data) return;
  $events.set(answer.data);
  write(EVENTS_KEY, answer.data);
  const chosen = $extras.get().event;
  if (chosen && !answer.data.some((e) => e.shortId === chosen)) setExtras({ ...$extras.get(), event: '' });
}

/** Tags as typed ("Tak, offert") to the list a capture keeps. */
export const tagList = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 10);
