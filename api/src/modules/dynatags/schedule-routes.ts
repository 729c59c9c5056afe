import { DynatagScheduleBody } from '@shared/schemas/dynatags';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { TagParams } from './request-schemas';
import { cancelSchedule, getSchedule, scheduleChange } from './schedule';

const tags = ['Dynatags'];
const owners = 'Owners of the tag’s company only (403 for a colleague, 404 for anyone else).';
const ScheduleData = t.Object({
  publishAt: t.Integer({ description: 'When it goes live (ms since 1970, UTC)' }),
  createdAt: t.Integer(),
  createdBy: t.Union([t.Object({ fullName: t.String() }), t.Null()]),
  name: t.String({ description: 'The tag’s name in the change' }),
  label: t.String({ description: 'Its title for visitors in the change' }),
  moduleCount: t.Integer(),
});

/** A dynatag's change to go live at a chosen time (issue 23): read, schedule (or replace), cancel. */
export const dynatagScheduleRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-schedule', prefix: '/dynatags' })
    .use(authGuard(deps))
    .get('/:id/schedule', ({ user, params }) => getSchedule(deps, user, params.id), {
      auth: true,
      params: TagParams,
      detail: {
        tags,
        summary: 'The tag’s scheduled change, or null',
        description: owners,
        responses: answers(t.Union([ScheduleData, t.Null()]), 'The pending change'),
      },
    })
    .put(
      '/:id/schedule',
      async ({ user, params, body }) =>
        reply(await scheduleChange(deps, user, params.id, body), 'scheduleSaved'),
      {
        auth: true,
        params: TagParams,
        body: DynatagScheduleBody,
        detail: {
          tags,
          summary: 'Schedule a change of the tag: it goes live at publishAt (replaces a pending one)',
          description: `${owners} 409 when baseVersion is not the tag's version; 422 for a time less than a minute ahead or more than a year. The page shows the live version until the time; within 15 seconds of it, every instance shows the change.`,
          responses: answers(ScheduleData, 'The scheduled change'),
        },
      },
    )
    .delete(
      '/:id/schedule',
      async ({ user, params }) => {
        await cancelSchedule(deps, user, params.id);
        return reply(null, 'scheduleCancelled');
      },
      {
        auth: true,
        params: TagParams,
        detail: {
          tags,
          summary: 'Cancel the tag’s scheduled change',
          description: `${owners} 404 when none is pending.`,
          responses: answers(t.Null(), 'Cancelled'),
        },
      },
    );
