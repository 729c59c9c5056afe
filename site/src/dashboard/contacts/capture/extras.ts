// What the scanner adds to every capture, kept between captures on this phone (the event of the day, its tags, the
// company when no event says it), and the events and companies to pick from, kept for the hall without signal.
import type { LeadEventItem } from '@shared/types/leads';
import { atom } from 'nanostores';
import { client } from '../../lib/client';

const EVENTS_KEY = 'dc:lead-events';
const EXTRAS_KEY = 'dc:capture-extras';
const COMPANIES_KEY = 'dc:capture-companies';

/** `company`: the company a capture without an event goes to ('' = the first one my card shows, the server's rule). */
export type Extras = { event: string; tags: string; company: string };
export type CaptureCompany = { shortId: string; name: string };

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
export const $extras = atom<Extras>({ event: '', tags: '', company: '', ...read(EXTRAS_KEY, {}) });
/** The companies I am a colleague or owner of (not invitations), to pick one when capturing without an event. */
export const $captureCompanies = atom<CaptureCompany[]>(read(COMPANIES_KEY, []));

export function setExtras(extras: Extras) {
  $extras.set(extras);
  write(EXTRAS_KEY, extras);
}

/** The events and companies to pick from, from the server when it answers, else the ones kept at the last visit. */
export async function loadChoices() {
  await Promise.all([loadEvents(), loadCompanies()]);
}

async function loadCompanies() {
  const answer = await client.GET('/api/v1/companies/', { notifyErrors: false });
  if (!answer.ok || !answer.data) return;
  const mine = answer.data
    .filter((c) => c.role !== 'invited')
    .map((c) => ({ shortId: c.shortId, name: c.name }));
  $captureCompanies.set(mine);
  write(COMPANIES_KEY, mine);
  const chosen = $extras.get().company;
  if (chosen && !mine.some((c) => c.shortId === chosen)) setExtras({ ...$extras.get(), company: '' });
}

async function loadEvents() {
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
