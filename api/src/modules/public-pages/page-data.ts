// The contract between the server and the Astro page /p/[shortId]: what `Astro.locals` offers and what it
// answers. The page imports these types only (never server code), so this file imports nothing from the API;
// index.ts checks that the profiles module's public view still fits it.
import type { Lang } from '@shared/constants';

export type PageLink = { text: string; url: string; color?: string };
export type PageFile = { shortId: string; name: string; mime: string; size: number; path: string };

/** One company on the page with the person's colleague profile there (already filtered by the flags). */
export type PageCompany = {
  shortId: string;
  name: string;
  logo: boolean;
  logoPath: string;
  color: string;
  useColorInProfiles: boolean;
  websiteUrl: string;
  phone: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
  description: string;
  socialLinks: Record<string, string>;
  customLinks: PageLink[];
  files: PageFile[];
  colleague: {
    jobTitle: string;
    jobRole: string;
    workPhone: string;
    workEmail: string;
    about: string;
    socialLinks: Record<string, string>;
    customLinks: PageLink[];
    files: PageFile[];
  };
};

/** The visitor's view of a profile: only what the visibility flags and the owner's tier allow. */
export type PageProfile = {
  shortId: string;
  url: string;
  fullName: string;
  description: string;
  avatar: boolean;
  avatarPath: string | null;
  phone: string;
  email: string;
  companies: PageCompany[];
};

export type PublicProfilePage = {
  /** The visitor's language (cookie targetLang, then Accept-Language, then Swedish); part of the cache key. */
  lang: Lang;
  /** The public address of the service, for absolute URLs (Open Graph image). */
  origin: string;
  profile: PageProfile;
};

/** `Astro.locals` of /p/[shortId], provided per request by the server (api/src/modules/public-pages). */
export type PublicPageLocals = {
  /** The profile a link opens (profile or user shortId), or null: the page answers 404. */
  publicProfile?: (shortId: string) => Promise<PublicProfilePage | null>;
};
