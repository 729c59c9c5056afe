// GET api/v1/leads: the contacts visitors left on the holder's card page ("exchange contact").
// Built by api/src/modules/leads/service.ts; read by the dashboard's Contacts section.

/** One contact a visitor left; `readAt` is null while it is new to the holder. */
export type LeadItem = {
  shortId: string;
  fullName: string;
  email: string;
  phone: string;
  company: string;
  note: string;
  /** The visitor's language when the contact was left. */
  lang: 'sv' | 'en' | 'fi';
  /** The profile page it was left on, when that profile still exists. */
  profileShortId: string | null;
  /** Where and on what it was left, and how the visitor came to the page (null where unknown). */
  visit: {
    country: string | null;
    city: string | null;
    device: string | null;
    os: string | null;
    browser: string | null;
    source: string | null;
    /** The place in the reader's language ("Göteborg, Sverige"), as statistics name it (shared/places.ts). */
    place: string | null;
  };
  readAt: number | null;
  createdAt: number;
};

/** One page of the holder's leads, newest first, with the counts the dashboard shows. */
export type LeadPage = {
  items: LeadItem[];
  /** All leads kept, and how many of them are new. */
  total: number;
  unread: number;
  /** The most a holder keeps (LIMITS.leads). */
  max: number;
  /** The dynatags any of my leads came through (the export's tag filter offers them); label may be empty. */
  tags: { shortId: string; label: string }[];
};
