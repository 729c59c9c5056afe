// The `data` of the contacts' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { ContactItem } from './service';

export const ContactData = t.Object(
  {
    shortId: t.String({ description: 'The saved profile' }),
    url: t.String({ description: 'Its page' }),
    fullName: t.String(),
    description: t.String(),
    avatar: t.Boolean(),
    avatarPath: t.Nullable(t.String()),
    phone: t.String(),
    email: t.String(),
    companies: t.Array(
      t.Object({ shortId: t.String(), name: t.String(), logoPath: t.String(), jobTitle: t.String() }),
    ),
    savedAt: Timestamp,
  },
  { description: 'A saved contact: the public profile as its flags allow' },
);

export type ContactFits = Fits<ContactItem, Static<typeof ContactData>>;
