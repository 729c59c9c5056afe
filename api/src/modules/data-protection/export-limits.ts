/** How long the mailed link to a data download (and its archive) lasts. */
export const LINK_DAYS = 7;
