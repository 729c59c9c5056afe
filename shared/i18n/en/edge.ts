// Texts the edge worker answers with itself when the origin cannot (site/adapter/unavailable.ts). A namespace of
// its own so the worker bundles these few lines, not the API's dictionary.
export const edge = {
  /** The message of the API's envelope (503) while the origin cannot be reached. */
  serviceUnavailable: 'The service cannot be reached right now, please try again in a minute',
} as const;
