import { SplitEndBody, SplitStartBody } from '@shared/schemas/tag-rules';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { TagParams } from './request-schemas';
import { SplitSummaryData } from './response-schemas';
import { endSplit, listSplits, startSplit } from './split';

const tags = ['Dynatags'];
const owners =
  'Owners of the tag’s company only (403 for a colleague, 404 for anyone else, another company’s tag too).';

/** A tag's split tests (issue 34): the running one and the ended ones with their statistics, start, end and keep. */
export const dynatagSplitRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-split', prefix: '/dynatags' })
    .use(authGuard(deps))
    .get(
      '/:id/split',
      ({ user, params, request }) => listSplits(deps, user, params.id, requestLang(request)),
      {
        auth: true,
        params: TagParams,
        detail: {
          tags,
          summary: 'The tag’s running split test and its ended ones, with each arm’s statistics',
          description: `${owners} Each arm: views and visitors of its version, clicks and clickers in it, the click rate (clickers ÷ visitors) with its 95 % Wilson interval, over the test's days (UTC, to today while it runs); the winner when the best arm beats every other at p < 0.05 (two-sided two-proportion z-test) with at least 100 visitors per arm. The 20 newest ended tests.`,
          responses: answers(
            t.Object({ running: t.Nullable(SplitSummaryData), ended: t.Array(SplitSummaryData) }),
            'The tests',
          ),
        },
      },
    )
    .post(
      '/:id/split',
      async ({ user, params, body, request }) =>
        reply(await startSplit(deps, user, params.id, body, requestLang(request)), 'splitStarted', 201),
      {
        auth: true,
        params: TagParams,
        body: SplitStartBody,
        detail: {
          tags,
          summary: 'Start a split test: the visitors no rule takes are shared between its arms',
          description: `${owners} 409 (splitRunning) when a test runs on the tag already; 422 for the name, an arm whose variant the tag does not have (arms.N.variant), an arm twice, shares outside 1–99 or not adding up to 100 (arms).`,
          responses: answers(SplitSummaryData, 'The test, started', 201),
        },
      },
    )
    .post(
      '/:id/split/end',
      async ({ user, params, body, request }) =>
        reply(await endSplit(deps, user, params.id, body, requestLang(request)), 'splitEnded'),
      {
        auth: true,
        params: TagParams,
        body: SplitEndBody,
        detail: {
          tags,
          summary: 'End the running split test, keeping an arm',
          description: `${owners} keep a variant of the test: its modules (and its title, when it has one) become the tag's own content as a new version, as an editor's save would make it; the variant stays. keep '' or null: the tag's content stays. version is the tag's version after it. 409 (noSplitRunning) when no test runs, or (editConflict) when the tag was saved at the same moment; 422 (keep) for a variant not in the test.`,
          responses: answers(t.Object({ split: SplitSummaryData, version: t.Integer() }), 'The ended test'),
        },
      },
    );
