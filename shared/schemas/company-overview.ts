// The company overview page (issue 32): one answer with the company's views this period against the last, the
// most viewed colleagues and tags, and its places. The query is the analysis' period (from, to).
import { t } from 'elysia/type-system';
import { PlaceRowData } from './analytics';

const Day = (description: string) =>
  t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'invalidDate', description });

export const CompanyOverviewParams = t.Object({
  companyId: t.String({ maxLength: 32, error: 'notFound', description: 'The company’s public id' }),
});

export const CompanyOverviewQuery = t.Object({
  from: t.Optional(Day('First day, YYYY-MM-DD (UTC). Default: 29 days before `to`')),
  to: t.Optional(Day('Last day, YYYY-MM-DD (UTC). Default: today')),
});

const Figure = {
  now: t.Integer({ description: 'In the period' }),
  before: t.Integer({ description: 'In the previous period of the same length' }),
  change: t.Union([t.Integer(), t.Null()], {
    description: 'The change in whole percent; null when there was nothing before',
  }),
};
const Period = t.Object({ from: t.String(), to: t.String(), days: t.Integer() });
const Ranked = (description: string) =>
  t.Array(t.Object({ id: t.String(), name: t.String(), ...Figure }), {
    description: `${description}, most viewed first (at most 5)`,
  });

export const CompanyOverviewData = t.Object({
  company: t.Object({ id: t.String(), name: t.String() }),
  period: Period,
  previous: Period,
  views: t.Object(Figure, {
    description: 'Views of its tags, NFC cards and the card pages of its people that show it',
  }),
  visitors: t.Object(Figure, { description: 'First views of a visitor that day (cookieless)' }),
  scans: t.Object(Figure, { description: 'Views that came from a QR code or an NFC tap' }),
  series: t.Array(
    t.Object({ day: t.String(), total: t.Integer(), unique: t.Integer(), previous: t.Integer() }),
    { description: 'Each day of the period, with the previous period’s day at the same place' },
  ),
  topCards: Ranked('The card pages (profiles) of its people'),
  topTags: Ranked('Its dynatags'),
  places: t.Array(PlaceRowData, { description: 'Where the views came from, for the map (at most 100)' }),
});
