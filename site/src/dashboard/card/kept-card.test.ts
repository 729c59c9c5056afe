import { describe, expect, test } from 'bun:test';
import type { Profile } from '../lib/people';
import { type CardFace, faceToShow, KEPT_CARD_KEY, keepCard, readKeptCard } from './kept-card';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}
const storage = () => new MemoryStorage() as unknown as Storage;
const face = (shortId: string, isActive = false): CardFace => ({
  shortId,
  label: '',
  isActive,
  fullName: 'Ada',
  description: '',
  phone: '',
  email: '',
  link: `https://x/p/${shortId}`,
  companies: [],
});

describe('kept card', () => {
  test('is read back for the same user only', () => {
    const s = storage();
    keepCard({ userShortId: 'u1', savedAt: 5, faces: [face('a', true)] }, s);
    expect(readKeptCard('u1', s)?.faces.map((f) => f.shortId)).toEqual(['a']);
    expect(readKeptCard('u2', s)).toBeNull();
  });

  test('a damaged copy counts as none', () => {
    const s = storage();
    s.setItem(KEPT_CARD_KEY, '{nope');
    expect(readKeptCard('u1', s)).toBeNull();
  });

  test('shows the chosen face, else the active one, else the first', () => {
    const faces = [face('a'), face('b', true), face('c')];
    expect(faceToShow(faces, 'c')?.shortId).toBe('c');
    expect(faceToShow(faces, 'gone')?.shortId).toBe('b');
    expect(faceToShow([face('a'), face('c')], null)?.shortId).toBe('a');
    expect(faceToShow([], null)).toBeNull();
  });
});

describe('kept on load', () => {
  test('whenever the profiles load, for the signed-in user; nothing while they are not loaded', async () => {
    const { atom } = await import('nanostores');
    const s = new MemoryStorage() as unknown as Storage;
    const original = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: s, configurable: true });
    try {
      const { keepCardOnLoad } = await import('./kept-card');
      const profiles = atom<Profile[] | null>(null);
      const stop = keepCardOnLoad(profiles, atom({ shortId: 'u1' }));
      expect(readKeptCard('u1', s)).toBeNull();
      profiles.set([profile('a', true)]);
      expect(readKeptCard('u1', s)?.faces.map((f) => [f.shortId, f.link])).toEqual([['a', 'https://x/p/u1']]);
      stop();
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true });
    }
  });
});

function profile(shortId: string, isActive: boolean): Profile {
  return {
    shortId,
    label: '',
    isActive,
    fullName: 'Ada',
    description: '',
    ownFullName: '',
    ownDescription: '',
    phone: '',
    email: '',
    avatar: false,
    avatarPath: '',
    coverPath: null,
    layout: null,
    portraitShape: 'circle',
    portraitFocus: null,
    coverFocus: null,
    layoutLock: null,
    video: null,
    views: 0,
    url: `https://x/p/${shortId}`,
    cardUrl: 'https://x/p/u1',
    companies: [],
    links: [],
    createdAt: 0,
    updatedAt: 0,
  };
}
