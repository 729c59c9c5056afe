// The contract between the server and the Astro page /d/[shortId]: what `Astro.locals` offers. The page
// imports these types only (never server code); the tag's shape is shared/types/dynatags.ts.
import type { Lang } from '@shared/constants';
import type { PublicDynatag } from '@shared/types/dynatags';

export type PublicDynatagPage = {
  /** The visitor's language (cookie targetLang, then Accept-Language, then Swedish). */
  lang: Lang;
  /** The public address of the service, for absolute URLs. */
  origin: string;
  /** The tag as this visitor may see it now (open, passcode or geolock). */
  tag: PublicDynatag;
  /** Where the passcode and position forms post to: the page's own address (with ?count=false if it had it). */
  action: string;
  /** The position this request carried, sent again with the passcode form of a tag that needs both. */
  position: { lat: number; lng: number; accuracy?: number | undefined } | null;
  /** Seconds until passcode attempts are taken again, when the visitor tried too often. */
  limitedFor: number | null;
  /** The tag's budget of wrong passcodes is spent: the passcode form solves the human check before it posts. */
  humanCheck: boolean;
  /** The map tiles' URL template (config MAP_TILE_URL). */
  mapTileUrl: string;
  /** The tag may be kept by the visitor's phone for offline use; the page carries the notice its copy shows. */
  keptOffline: boolean;
  /** The editor's preview: links open in a new tab, nothing is counted. */
  preview: boolean;
  /** The instant the page is made for (the server's clock): opening hours and coupons read against it. */
  now: number;
  /** No owner of the tag's company subscribes: the page carries "Made with Dynacard", as a free user's /p does. */
  isFree: boolean;
  /**
   * The version of the tag shown (issue 34): a variant's key chosen by a rule or a split test, or '' for the tag's
   * own content; the page's click links name it, so a click counts on the version it was made on.
   */
  variant?: string;
  /**
   * The tag is protected (passcode, geolock): its links keep their saved addresses and count by `ping` only, as
   * a click address must not hand a locked tag's addresses to whoever guesses it (shared/pages/tag-clicks.ts).
   */
  pingOnly?: boolean;
  /** A rule of the tag asks for the visitor's position (`near`) and none was shared: offer to share it. */
  asksPosition?: boolean;
};

/** `Astro.locals` of /d/[shortId], provided per request by the server (api/src/modules/public-pages). */
export type DynatagPageLocals = {
  /** The tag a link opens, or null: the page answers 404. */
  publicDynatag?: (shortId: string) => Promise<PublicDynatagPage | null>;
};
