// Texts the edge worker answers with itself when the origin cannot (keys in en/edge.ts).
import type { edge as en } from '../en/edge';

export const edge: Record<keyof typeof en, string> = {
  /** The message of the API's envelope (503) while the origin cannot be reached. */
  serviceUnavailable: 'Tjänsten går inte att nå just nu, försök igen om en minut',
};
