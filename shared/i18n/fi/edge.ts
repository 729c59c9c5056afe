// Texts the edge worker answers with itself when the origin cannot (keys in en/edge.ts).
import type { edge as en } from '../en/edge';

export const edge: Record<keyof typeof en, string> = {
  /** The message of the API's envelope (503) while the origin cannot be reached. */
  serviceUnavailable: 'Palveluun ei saada yhteyttä juuri nyt, yritä uudelleen minuutin kuluttua',
};
