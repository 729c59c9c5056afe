import type { CardLayout, FocalPoint, PortraitShape } from '@shared/schemas/card-look';
import type { SocialNetwork } from '@shared/social';
import type { PublicVideo } from '@shared/types/video';

// The shapes the people API answers (api/src/modules/{profiles,companies,search,contacts}), as the
// dashboard reads them. The site cannot import the API's types, so they are written out here.

/** A phone number as a tel: link (digits and +: what dialers accept). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

export type SocialLinks = Partial<Record<SocialNetwork, string>>;
export type LinkItem = { text: string; url: string; color?: string };
export type MemberState = 'invited' | 'colleague' | 'owner';

/** An uploaded file of a company or a colleague profile. */
export type FileView = {
  id: string;
  name: string;
  mime: string;
  size: number;
  createdAt: number;
  path: string;
};

export type Billing = {
  orgNumber: string;
  email: string;
  marking: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
};

/** GET /companies (list) and GET /companies/{shortId} (with files). */
export type Company = {
  shortId: string;
  name: string;
  websiteUrl: string;
  phone: string;
  email: string;
  color: string;
  useColorInProfiles: boolean;
  /** The colleague fields colleagues may change under the published card design; null: all. */
  colleagueMayChange: string[] | null;
  street: string;
  zipcode: string;
  city: string;
  description: string;
  logo: boolean;
  logoPath: string;
  cover: boolean;
  /** The wide picture on top of its people's card pages, or null without one. */
  coverPath: string | null;
  socialLinks: SocialLinks;
  customLinks: LinkItem[];
  /** Owners only. */
  billing: Billing | null;
  role: MemberState;
  /** My membership in this company (my colleague profile). */
  membershipId: string;
  counts: { members: number; owners: number; invited: number; files: number };
  files?: FileView[];
  createdAt: number;
  updatedAt: number;
};

/** The fields of a colleague profile (PATCH /companies/{shortId}/colleagues/{membershipId}). */
export type ColleagueFields = {
  jobTitle: string;
  jobRole: string;
  workPhone: string;
  workEmail: string;
  about: string;
  socialLinks: SocialLinks;
  customLinks: LinkItem[];
  hidePersonal: boolean;
  hideAvatar: boolean;
  hideCompany: boolean;
  hideFromSearch: boolean;
};

/** A person in a company (GET /companies/{shortId}/colleagues). */
export type Colleague = ColleagueFields & {
  id: string;
  state: MemberState;
  isYou: boolean;
  user: {
    shortId: string;
    fullName: string;
    username: string;
    /** Owners see everyone's; a colleague only their own. */
    email: string | null;
    isActivated: boolean;
    avatar: boolean;
    avatarPath: string;
  };
  files: FileView[];
  invitedAt: number;
  joinedAt: number | null;
};

/** One of my profiles (GET /profiles). */
export type Profile = {
  shortId: string;
  label: string;
  isActive: boolean;
  fullName: string;
  description: string;
  ownFullName: string;
  ownDescription: string;
  phone: string;
  email: string;
  avatar: boolean;
  avatarPath: string;
  /** The account's cover, or null; its focal point is the profile's. */
  coverPath: string | null;
  /** The card page's look (issue 32): the own layout (null: the company's or centred), shape and focal points. */
  layout: CardLayout | null;
  portraitShape: PortraitShape;
  portraitFocus: FocalPoint | null;
  coverFocus: FocalPoint | null;
  /** A company shown on the profile that locks the layout for its colleagues; null: the person chooses. */
  layoutLock: { layout: CardLayout; company: string; companyShortId: string } | null;
  /** The video below the header of the card page (issue 32), or null. */
  video: PublicVideo | null;
  views: number;
  url: string;
  cardUrl: string;
  companies: { shortId: string; name: string; logo: boolean; logoPath: string; isHidden: boolean }[];
  /** The person's own links (issue 32), in order; `href` counts a click. */
  links: { id: number; label: string; url: string; featured: boolean; href: string }[];
  createdAt: number;
  updatedAt: number;
};

export type { PublicProfile } from '@shared/types/public-profile';
export type { SearchColleague, SearchCompany } from '@shared/types/search';

/** A saved contact (GET /contacts). */
export type Contact = {
  shortId: string;
  url: string;
  fullName: string;
  description: string;
  avatar: boolean;
  avatarPath: string | null;
  phone: string;
  email: string;
  companies: { shortId: string; name: string; logoPath: string; jobTitle: string }[];
  savedAt: number;
};

export type Quota = { used: number; limit: number; free: number };
