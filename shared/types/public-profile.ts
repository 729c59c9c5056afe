// What a visitor may see of a profile: the answer of GET api/v1/profiles/{shortId} and the data of the /p page.
// Built on the server by api/src/modules/profiles/public-view.ts, after the visibility flags and the tier rules.
import type { CardLayout, FocalPoint, PortraitShape } from '../schemas/card-look';
import type { CompanyDesign } from '../schemas/company-design';
import type { LeadForm } from '../schemas/lead-form';
import type { PublicVideo } from './video';

export type PublicLink = { text: string; url: string; color?: string };

/**
 * One of the person's own links (issue 32): `url` is where it goes; `href`, the address the page links to
 * (`/p/{profile shortId}/l/{id}` on the page's origin), counts the click and answers 302 to `url`.
 */
export type PublicOwnLink = { id: number; label: string; url: string; featured: boolean; href: string };

/** A file a visitor may open (subscribers' company and colleague files). */
export type PublicFile = { shortId: string; name: string; mime: string; size: number; path: string };

/** One company on a public profile, with the colleague's own profile in that company. */
export type PublicCompany = {
  shortId: string;
  name: string;
  logo: boolean;
  logoPath: string;
  /** The company's cover (the wide picture on top of the page), or null without one. */
  coverPath: string | null;
  color: string;
  useColorInProfiles: boolean;
  /** The company's published card design (issue 23), or null: the plain look with `color`. */
  design: CompanyDesign | null;
  websiteUrl: string;
  phone: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
  description: string;
  socialLinks: Record<string, string>;
  customLinks: PublicLink[];
  files: PublicFile[];
  colleague: {
    jobTitle: string;
    jobRole: string;
    workPhone: string;
    workEmail: string;
    about: string;
    socialLinks: Record<string, string>;
    customLinks: PublicLink[];
    files: PublicFile[];
  };
};

/** What a visitor sees at /p/{shortId}: only what the visibility flags and the owner's tier allow. */
export type PublicProfile = {
  shortId: string;
  url: string;
  /**
   * The address to share: the card's (/p/{user shortId}, which follows the active profile) while this is the
   * active profile, else the profile's own (the user's link would open the active profile instead).
   */
  cardUrl: string;
  fullName: string;
  description: string;
  avatar: boolean;
  avatarPath: string | null;
  /** The person's own cover, or null (none, or hidden with the picture); the page then uses a company's. */
  coverPath: string | null;
  phone: string;
  email: string;
  /** The page's look (issue 32): the layout with a locked company layout applied, and the pictures' framing. */
  look: {
    layout: CardLayout;
    /** The person's own choice (null: none), kept so that a preview of a company's draft design can decide again. */
    ownLayout: CardLayout | null;
    portraitShape: PortraitShape;
    portraitFocus: FocalPoint | null;
    /** The person's cover's focal point; a company's cover has its own, in its design. */
    coverFocus: FocalPoint | null;
  };
  /** The video below the header, or null. */
  video: PublicVideo | null;
  /** The person's own links, in the owner's order (at most one `featured`). */
  links: PublicOwnLink[];
  companies: PublicCompany[];
  /**
   * The questions and consent sentence of "exchange contact" (issue 32): the first shown company's form when it
   * has questions (it wins for all its colleagues), else the person's own; empty questions and consent: the plain
   * form with the default sentence.
   */
  leadForm: LeadForm;
};
