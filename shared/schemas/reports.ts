// The report-mail setting (api/v1/reports/me and api/v1/companies/{shortId}/report; DESIGN §8: written once, used
// by the API, its OpenAPI document and the dashboard's settings).
import { t } from 'elysia/type-system';

export const REPORT_CADENCES = ['off', 'weekly', 'monthly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

export const ReportSettingBody = t.Object({
  cadence: t.Union(
    REPORT_CADENCES.map((c) => t.Literal(c)),
    {
      error: 'invalidReportCadence',
      description:
        'weekly: every Monday for the week before; monthly: on the 1st for the month before; off: no mail',
    },
  ),
});
