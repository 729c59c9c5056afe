import type { ReadableAtom } from 'nanostores';
import type { Profile } from '../lib/people';

// My card's data kept in this browser, so the screen shows across a table without a connection. It lives in
// localStorage, which a logout empties (clearLocalData), and belongs to one user: another user's copy is ignored.

export const KEPT_CARD_KEY = 'dc:my-card';

/** What the screen shows of a profile: its address and the details a person reads off the phone. */
export type CardFace = {
  shortId: string;
  label: string;
  isActive: boolean;
  fullName: string;
  description: string;
  phone: string;
  email: string;
  /** The address the QR code holds: the card's link for the active profile, the profile's own otherwise. */
  link: string;
  companies: string[];
};

export type KeptCard = { userShortId: string; savedAt: number; faces: CardFace[] };

export const faceOf = (profile: Profile): CardFace => ({
  shortId: profile.shortId,
  label: profile.label,
  isActive: profile.isActive,
  fullName: profile.fullName,
  description: profile.description,
  phone: profile.phone,
  email: profile.email,
  link: profile.isActive ? profile.cardUrl : profile.url,
  companies: profile.companies.filter((c) => !c.isHidden).map((c) => c.name),
});

export function readKeptCard(userShortId: string, storage: Storage = localStorage): KeptCard | null {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_CARD_KEY) ?? 'null') as KeptCard | null;
    return kept && kept.userShortId === userShortId && Array.isArray(kept.faces) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the card whenever the dashboard loads the profiles anyway (no request of its own). */
export function keepCardOnLoad(
  profiles: ReadableAtom<Profile[] | null>,
  user: ReadableAtom<{ shortId: string } | null>,
) {
  return profiles.subscribe((list) => {
    const owner = user.get();
    if (list?.length && owner)
      keepCard({ userShortId: owner.shortId, savedAt: Date.now(), faces: list.map(faceOf) });
  });
}

export function keepCard(kept: KeptCard, storage: Storage = localStorage) {
  try {
    storage.setItem(KEPT_CARD_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only means the screen needs the network next time.
  }
}

/** The face shown: the one chosen earlier if it still exists, else the active profile, else the first. */
export const faceToShow = (faces: CardFace[], chosen: string | null) =>
  faces.find((f) => f.shortId === chosen) ?? faces.find((f) => f.isActive) ?? faces[0] ?? null;
