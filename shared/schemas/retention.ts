// How long a company keeps its leads and the details of its tags' and cards' views (issue 33). One shape for the
// API (the PUT body and the answer), its OpenAPI document and the company dialog's form.
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';

/** The periods an owner chooses from, in months; null keeps them until they are deleted. */
export const RETENTION_CHOICES = [3, 6, 12, 24, 36, 60] as const;
export const RETENTION_LIMITS = { minMonths: 1, maxMonths: 120 } as const;

const Months = (description: string) =>
  t.Union(
    [
      t.Null(),
      t.Integer({
        minimum: RETENTION_LIMITS.minMonths,
        maximum: RETENTION_LIMITS.maxMonths,
        error: 'retentionMonths',
      }),
    ],
    { description: `${description}; null: until deleted`, error: 'retentionMonths' },
  );

export const Retention = t.Object({
  leadMonths: Months('Months the company keeps a lead after it was left (1–120)'),
  viewMonths: Months(
    'Months the company keeps the details of each view of its tags and cards (time, place, device, source); the daily and monthly counts stay (1–120)',
  ),
});
export type Retention = Static<typeof Retention>;
