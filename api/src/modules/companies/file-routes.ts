import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { findOwnership } from './access';
import { findColleagueTarget } from './colleagues';
import { deleteFile, uploadFiles } from './files';
import { CompanyParams, IdBody, MemberParams, UploadBody, uploadedFiles } from './request-schemas';
import { FileData } from './response-schemas';

const tags = ['Companies'];

/** Files of a company (owners) and of a colleague profile (the person or an owner); subscribers upload. */
export const fileRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-files', prefix: '/companies' })
    .use(authGuard(deps))
    // POST /companies/:shortId/files – upload files to the company (multipart field file or files)
    .post(
      '/:shortId/files',
      async ({ user, params, body }) => {
        const { company } = await findOwnership(deps, user.id, params.shortId);
        return reply(await uploadFiles(deps, user, { company }, uploadedFiles(body)), 'filesUploaded', 201);
      },
      {
        auth: true,
        params: CompanyParams,
        body: UploadBody,
        detail: {
          tags,
          summary: 'Upload company files (subscribers, owners)',
          responses: answers(t.Array(FileData), 'The company files', 201),
        },
      },
    )
    // DELETE /companies/:shortId/files – delete a company file by its id
    .delete(
      '/:shortId/files',
      async ({ user, params, body }) => {
        const { company } = await findOwnership(deps, user.id, params.shortId);
        return reply(await deleteFile(deps, { company }, body.id), 'fileDeleted');
      },
      {
        auth: true,
        params: CompanyParams,
        body: IdBody,
        detail: {
          tags,
          summary: 'Delete a company file',
          responses: answers(t.Array(FileData), 'The remaining company files'),
        },
      },
    )
    // POST /companies/:shortId/colleagues/:membershipId/files – upload files to a colleague profile
    .post(
      '/:shortId/colleagues/:membershipId/files',
      async ({ user, params, body }) => {
        const target = await findColleagueTarget(deps, user, params.shortId, params.membershipId);
        return reply(await uploadFiles(deps, user, target, uploadedFiles(body)), 'filesUploaded', 201);
      },
      {
        auth: true,
        params: MemberParams,
        body: UploadBody,
        detail: {
          tags,
          summary: 'Upload files to a colleague profile (subscribers)',
          responses: answers(t.Array(FileData), 'The files of the colleague profile', 201),
        },
      },
    )
    // DELETE /companies/:shortId/colleagues/:membershipId/files – delete a colleague-profile file
    .delete(
      '/:shortId/colleagues/:membershipId/files',
      async ({ user, params, body }) => {
        const target = await findColleagueTarget(deps, user, params.shortId, params.membershipId);
        return reply(await deleteFile(deps, target, body.id), 'fileDeleted');
      },
      {
        auth: true,
        params: MemberParams,
        body: IdBody,
        detail: {
          tags,
          summary: 'Delete a colleague-profile file',
          responses: answers(t.Array(FileData), 'The remaining files of the colleague profile'),
        },
      },
    );
