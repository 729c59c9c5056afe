// The contract between the server and the Astro page /p/[shortId]: what `Astro.locals` offers and what it
// answers. The page imports these types only (never server code); the profile's shape is shared/types.
import type { Lang } from '@shared/constants';
import type { PublicProfile } from '@shared/types/public-profile';

export type {
  PublicCompany as PageCompany,
  PublicFile as PageFile,
  PublicLink as PageLink,
  PublicProfile as PageProfile,
} from '@shared/types/public-profile';

export type PublicProfilePage = {
  /** The visitor's language (cookie targetLang, then Accept-Language, then Swedish); part of the cache key. */
  lang: Lang;
  /** The public address of the service, for absolute URLs (Open Graph image). */
  origin: string;
  profile: PublicProfile;
  /** Which Wallet badges to show: only the services the server is configured for (never a disabled one). */
  wallet: { apple: boolean; google: boolean };
  /**
   * The owner is on the free plan: only then does the page carry the "Get your own digital card" link. Kept with
   * the page as the rest is: a subscription's change writes the owner's row (a key of the page), its end is
   * the page's expiry.
   */
  isFree: boolean;
  /** The owner's preview of a draft design (never cached, never indexed). */
  preview?: boolean;
};

/** `Astro.locals` of /p/[shortId], provided per request by the server (api/src/modules/public-pages). */
export type PublicPageLocals = {
  /** The profile a link opens (profile or user shortId), or null: the page answers 404. */
  publicProfile?: (shortId: string) => Promise<PublicProfilePage | null>;
};
