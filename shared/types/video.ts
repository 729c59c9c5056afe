// A video on a page (issue 32): as a profile stores it, and as a visitor's page shows it.
import type { VideoProvider } from '../video';

/**
 * A profile's video as stored (profiles.video): a YouTube or Vimeo video by its id, with our copy of its poster
 * or none (the neutral poster); or an uploaded MP4/WebM in storage, with its uploaded poster or none. `title`
 * names it for the play button and the player's frame; empty: the person's name.
 */
export type StoredVideo =
  | { kind: 'link'; provider: VideoProvider; id: string; poster: boolean; title: string }
  | {
      kind: 'file';
      key: string;
      mime: string;
      size: number;
      posterKey: string | null;
      title: string;
      /** Changes with every upload, so a browser never keeps an old video under a new one's address. */
      token: string;
    };

/**
 * What the page shows: a link's poster (our copy, or the neutral poster when `posterPath` is null) that becomes
 * the privacy-enhanced player on tap, `watchUrl` when no script runs; or an uploaded file played by `<video>`.
 */
export type PublicVideo =
  | { kind: 'link'; title: string; posterPath: string | null; playerUrl: string; watchUrl: string }
  | { kind: 'file'; title: string; posterPath: string | null; src: string; mime: string };
