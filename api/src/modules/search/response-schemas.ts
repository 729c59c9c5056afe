// The `data` of the search answer, for the OpenAPI document (platform/envelope.ts `answers`).
import type { SearchCompany } from '@shared/types/search';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';

export const SearchCompanyData = t.Object(
  {
    name: t.String(),
    shortId: t.String(),
    logo: t.Boolean(),
    logoPath: t.String(),
    colleagues: t.Array(
      t.Object({
        shortId: t.String({ description: "The colleague's active profile" }),
        fullName: t.String(),
        description: t.String({ description: 'Cut at 100 characters' }),
        avatar: t.Boolean(),
        avatarPath: t.Nullable(t.String()),
      }),
      { description: 'The matching colleagues (at most 50 in all)' },
    ),
  },
  { description: 'A company of mine with the colleagues that match' },
);

export type SearchFits = Fits<SearchCompany, Static<typeof SearchCompanyData>>;
