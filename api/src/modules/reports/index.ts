import { ReportSettingBody } from '@shared/schemas/reports';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { companyReport, myReport, setCompanyReport, setMyReport, unsubscribe } from './settings';
import { unsubscribePage } from './unsubscribe-page';

// The door: what other modules may use (docs/modules.md).
export { reportJobs, sendDueReports } from './sender';
export { setCompanyReport, setMyReport } from './settings';

const tags = ['Reports'];
// The answer has the shape of the request: the setting as it now stands.
const ReportSetting = ReportSettingBody;
const CompanyParams = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'The company shortId',
  }),
});
const TokenQuery = t.Object({
  token: t.String({
    minLength: 1,
    maxLength: 200,
    error: 'invalidValue',
    description: 'From the report mail',
  }),
});
const owners = 'Owners of the company only (403 for a colleague, 404 for anyone else).';
const wantsPage = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/** Report mails (issue 22): the settings, and the one-click unsubscribe of the mail (RFC 8058). */
export const reportsModule = (deps: Deps) =>
  new Elysia({ name: 'reports' })
    .use(authGuard(deps))
    .get('/reports/me', ({ user }) => myReport(deps, user), {
      auth: true,
      detail: {
        tags,
        summary: 'My report mail: how often I get the figures of my profiles',
        responses: answers(ReportSetting, 'The setting'),
      },
    })
    .put('/reports/me', async ({ user, body }) => reply(await setMyReport(deps, user, body), 'reportSaved'), {
      auth: true,
      body: ReportSettingBody,
      detail: {
        tags,
        summary: 'Turn my report mail on (weekly or monthly) or off',
        description: 'The first mail covers the next period to end. 422 for another cadence.',
        responses: answers(ReportSetting, 'The setting'),
      },
    })
    .get('/companies/:shortId/report', ({ user, params }) => companyReport(deps, user, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: "The company's report mail to me: its dynatags and cards",
        description: owners,
        responses: answers(ReportSetting, 'The setting'),
      },
    })
    .put(
      '/companies/:shortId/report',
      async ({ user, params, body }) =>
        reply(await setCompanyReport(deps, user, params.shortId, body), 'reportSaved'),
      {
        auth: true,
        params: CompanyParams,
        body: ReportSettingBody,
        detail: {
          tags,
          summary: "Turn the company's report mail to me on (weekly or monthly) or off",
          description: `${owners} An owner who stops being one stops getting it.`,
          responses: answers(ReportSetting, 'The setting'),
        },
      },
    )
    .get(
      '/reports/unsubscribe',
      async ({ query, request }) => {
        const found = await unsubscribe(deps, query.token, false);
        if (!wantsPage(request)) {
          if (!found) throw notFound();
          return { email: found.email, company: found.company };
        }
        const settingsUrl = `${deps.config.publicUrl}/dashboard/`;
        if (!found) return unsubscribePage(requestLang(request), 'invalid', { settingsUrl });
        const action = `${deps.config.publicUrl}/api/v1/reports/unsubscribe?token=${encodeURIComponent(query.token)}`;
        return unsubscribePage(found.lang, 'ask', { ...found, action, settingsUrl });
      },
      {
        query: TokenQuery,
        detail: {
          tags,
          summary: 'The unsubscribe link of a report mail: a page that asks (changes nothing)',
          description:
            "No sign-in: the signed token names the person and the report. A browser (Accept: text/html) gets a page in the recipient's language with the button; others the report it names. 404 for a token we did not sign.",
          responses: answers(
            t.Object({ email: t.String(), company: t.Union([t.String(), t.Null()]) }),
            'The report it names',
          ),
        },
      },
    )
    .post(
      '/reports/unsubscribe',
      async ({ query, request }) => {
        const found = await unsubscribe(deps, query.token, true);
        if (!wantsPage(request)) {
          if (!found) throw notFound();
          return reply(null, 'reportUnsubscribed');
        }
        const settingsUrl = `${deps.config.publicUrl}/dashboard/`;
        if (!found) return unsubscribePage(requestLang(request), 'invalid', { settingsUrl });
        return unsubscribePage(found.lang, 'done', { ...found, settingsUrl });
      },
      {
        query: TokenQuery,
        detail: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058): the mail client posts List-Unsubscribe=One-Click',
          description:
            'No sign-in; any body is accepted (form or none). Turns off the report the token names; doing it again is the same success. 404 for a token we did not sign.',
          responses: answers(t.Null(), 'Unsubscribed'),
        },
      },
    );
