// The answers of api/v1/dynatags (the `data` of the envelope). Built by api/src/modules/dynatags, documented by
// its response-schemas.ts (TypeBox schemas checked against these types), read by the dashboard and the /d page.
import type { CompanyDesign } from '@shared/schemas/company-design';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { TagRule, TagVariant } from '@shared/schemas/tag-rules';

/** A picture's size in pixels and its resized copies (WebP), smallest first, for srcset. */
export type DynatagPicture = {
  width: number;
  height: number;
  variants: { width: number; height: number; path: string }[];
};

/** A stored file of a dynatag; `path` serves it (GET, public for unprotected tags); a picture has `picture`. */
export type DynatagFile = {
  id: string;
  name: string;
  mime: string;
  size: number;
  path: string;
  picture?: DynatagPicture;
};

/** A passcode timer as answered: when it ends, and the hours it was set for. */
export type PasscodeTimerView = { mode: 'lock' | 'unlock'; hours: number; endsAt: number };

export type Geolock = { lat: number; lng: number; distance: number };

export type ViewCounts = { total: number; unique: number };

/** A row of the Dynatags table and a leaf of the tree: GET api/v1/dynatags/companies/{companyId}. */
export type DynatagSummary = {
  id: string;
  name: string;
  label: string;
  folderId: string | null;
  /** Whether visitors need the passcode now, and whether a geolock is set. */
  locked: boolean;
  geolocked: boolean;
  redirects: boolean;
  moduleCount: number;
  views: ViewCounts;
  version: number;
  createdAt: number;
  updatedAt: number;
  /** The public page: {origin}/d/{id}; the QR code carries it. */
  url: string;
};

export type DynatagFolderItem = {
  id: string;
  name: string;
  parentId: string | null;
  createdAt: number;
  updatedAt: number;
};

/** GET api/v1/dynatags/companies/{companyId}: every tag and folder of the company (at most 500 and 100). */
export type DynatagList = {
  dynatags: DynatagSummary[];
  folders: DynatagFolderItem[];
  limits: { dynatags: number; folders: number; folderDepth: number };
};

/** GET api/v1/dynatags/{id}: everything the editor shows (owners of the company only). */
export type DynatagDetail = DynatagSummary & {
  companyId: string;
  passcode: string;
  passcodeTimer: PasscodeTimerView | null;
  geolock: Geolock | null;
  redirectUrl: string;
  showCompanyLogo: boolean;
  /** Visitors' phones keep the page and its files for use offline (never with a passcode or geolock). */
  availableOffline: boolean;
  modules: DynatagModule[];
  /** Other versions of the modules, the rules that choose them and the rules' time zone (issue 34). */
  variants: TagVariant[];
  rules: TagRule[];
  rulesTimeZone: string;
  files: DynatagFile[];
  /** Bytes used of the tag's quota (LIMITS.dynatagQuotaBytes). */
  usedBytes: number;
  updatedBy: { fullName: string } | null;
};

/** GET api/v1/dynatags/{id}/versions: earlier versions, newest first. */
export type DynatagVersionItem = {
  version: number;
  savedAt: number;
  savedBy: { fullName: string } | null;
  name: string;
  moduleCount: number;
};

/** What a visitor gets: GET/POST api/v1/dynatags/public/{id}; the /d page is rendered from the same data. */
export type PublicDynatag =
  | {
      state: 'open';
      id: string;
      label: string;
      /** The company logo's path when the tag shows it, else null. */
      logoPath: string | null;
      companyName: string;
      /** The company colour (#rgb or #rrggbb) when the company uses it on its pages, else null. */
      color: string | null;
      /** The company's published card design (header, colours, typeface, buttons), or null: the plain look. */
      design: CompanyDesign | null;
      /** The company's cover, which a designed page shows in its header; null without one. */
      coverPath: string | null;
      /** Where the visitor is sent after the view is counted; empty: show the page. */
      redirectUrl: string;
      /** Modules with file references resolved (see PublicModuleFile), HTML sanitised. */
      modules: DynatagModule[];
      files: Record<string, DynatagFile>;
      /** While a passcode timer runs: when the tag locks or unlocks by itself. */
      timer: { mode: 'lock' | 'unlock'; endsAt: number; remainingMs: number } | null;
    }
  | {
      /** The passcode is needed (or was wrong); nothing of the content is included. */
      state: 'passcode';
      id: string;
      label: string;
      wrong: boolean;
      timer: { mode: 'lock' | 'unlock'; endsAt: number; remainingMs: number } | null;
    }
  | {
      /** The visitor's position is needed, or is too far: `distance` metres from the fence (null: no position sent). */
      state: 'geolock';
      id: string;
      label: string;
      distance: number | null;
      allowed: number;
    };

/**
 * GET api/v1/dynatags/{id}/statistics and GET api/v1/profiles/{shortId}/statistics: one shape, one dialog.
 * `series` has every bucket of the period (a day YYYY-MM-DD, a month YYYY-MM or a year YYYY), empty ones too.
 */
export type StatPoint = { key: string; total: number; unique: number };
export type Statistics = {
  period: 'month' | 'year' | 'all' | 'range';
  total: number;
  unique: number;
  allTime: ViewCounts;
  series: StatPoint[];
};
