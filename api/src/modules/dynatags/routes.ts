import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { findOwnedCompany, findOwnedDynatag } from './access';
import { dynatagDetail, listDynatags } from './detail';
import { createDynatag, deleteDynatag, moveDynatag, updateDynatag } from './dynatags';
import {
  CompanyParams,
  DeleteDynatagBody,
  DynatagCreateBody,
  DynatagUpdateBody,
  MoveDynatagBody,
  TagParams,
  uploadsOf,
} from './request-schemas';
import { DynatagDetailData, DynatagListData } from './response-schemas';

const tags = ['Dynatags'];

/** The owners' dynatags of a company: list, create, read, edit, move, delete. */
export const dynatagRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-core', prefix: '/dynatags' })
    .use(authGuard(deps))
    // GET /dynatags/companies/:companyId – every tag and folder of a company (owners)
    .get(
      '/companies/:companyId',
      async ({ user, params }) => listDynatags(deps, await findOwnedCompany(deps, user.id, params.companyId)),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: "List a company's dynatags and folders (owners)",
          responses: answers(DynatagListData, 'The tags, the folder tree and the limits'),
        },
      },
    )
    // POST /dynatags/companies/:companyId – a new tag (multipart: json + files, or JSON); version 1
    .post(
      '/companies/:companyId',
      async ({ user, params, body }) =>
        reply(
          await createDynatag(deps, user, params.companyId, body, uploadsOf(body)),
          'dynatagCreated',
          201,
        ),
      {
        auth: true,
        params: CompanyParams,
        body: DynatagCreateBody,
        detail: {
          tags,
          summary: 'Create a dynatag (owners)',
          description:
            "A tag that raises the company's monthly price (its first tag starts the dynatag service; each beyond the " +
            'five included adds a unit) needs complete billing info (409 billingNeededForServices) and acceptMonthlyPrice ' +
            'in the fields equal to the new monthly price; without it the answer is 409 priceConfirmationNeeded whose ' +
            'data (reason, current, next, nextVat, nextWithVat) says what to confirm, and nothing is created.',
          responses: answers(DynatagDetailData, 'The new dynatag', 201),
        },
      },
    )
    // GET /dynatags/:id – one tag with everything the editor shows (owners)
    .get(
      '/:id',
      async ({ user, params }) => {
        const { tag, company } = await findOwnedDynatag(deps, user.id, params.id);
        return dynatagDetail(deps, tag.id, company);
      },
      {
        auth: true,
        params: TagParams,
        detail: {
          tags,
          summary: 'Get a dynatag (owners)',
          responses: answers(DynatagDetailData, 'The dynatag'),
        },
      },
    )
    // PATCH /dynatags/:id – save what changed on top of baseVersion (409 when someone saved meanwhile)
    .patch(
      '/:id',
      async ({ user, params, body }) =>
        reply(await updateDynatag(deps, user, params.id, body, uploadsOf(body)), 'dynatagUpdated'),
      {
        auth: true,
        params: TagParams,
        body: DynatagUpdateBody,
        detail: {
          tags,
          summary: 'Edit a dynatag (owners; a new version)',
          description:
            'Send the changed fields and the version the edit started from (baseVersion). If the tag was saved since, ' +
            'the answer is 409 and nothing changes; reload it. Modules refer to files sent with the request as upload:N.',
          responses: answers(DynatagDetailData, 'The saved dynatag'),
        },
      },
    )
    // PUT /dynatags/:id/folder – move the tag in the tree (not a content save: no version, no conflict)
    .put(
      '/:id/folder',
      async ({ user, params, body }) =>
        reply(await moveDynatag(deps, user, params.id, body.folderId), 'dynatagMoved'),
      {
        auth: true,
        params: TagParams,
        body: MoveDynatagBody,
        detail: {
          tags,
          summary: 'Move a dynatag to a folder (owners)',
          responses: answers(DynatagDetailData, 'The moved dynatag'),
        },
      },
    )
    // DELETE /dynatags/:id – delete a tag with its files, versions and views; the exact name confirms
    .delete(
      '/:id',
      async ({ user, params, body }) => {
        await deleteDynatag(deps, user, params.id, body.name);
        return reply(null, 'dynatagDeleted');
      },
      {
        auth: true,
        params: TagParams,
        body: DeleteDynatagBody,
        detail: {
          tags,
          summary: 'Delete a dynatag (owners; irreversible)',
          responses: answers(t.Null(), 'Deleted'),
        },
      },
    );
