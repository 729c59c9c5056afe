import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { unknownField } from '../../platform/strict-body';
import { findOwnership } from './access';
import { colleagueRoutes } from './colleague-routes';
import { listColleaguesOfOwnedCompanies } from './colleagues';
import { createCompany, getCompany, listCompanies, updateCompany } from './companies';
import { designRoutes } from './design-routes';
import { fileRoutes } from './file-routes';
import { importRoutes } from './import-routes';
import { removeCompanyCover } from './logo';
import { CompanyBody, CompanyFields, CompanyParams, parseFields } from './request-schemas';
import { CompanyData, CompanyWithFilesData, OwnedColleagueData } from './response-schemas';

// The door: what other modules may use (docs/modules.md).
export {
  companyCounts,
  countMembers,
  findMemberOf,
  findMembership,
  findOwnership,
  JOINED,
  memberUserIds,
  notifyCompany,
  publishRefetch,
} from './access';
export { brandColours } from './brand-colours';
export { createCompany, updateCompany } from './companies';
export { assertContrast, draftOf, previewCompany } from './design';
export { deletePersonFiles, deleteStored } from './files';
export { nameFromEmail, usernameFromEmail } from './invitations';
export { invitationJobs } from './invite-mails';
export { companyCoverPath, logoPath, removeCompanyCover } from './logo';
export type { CompanyInput } from './request-schemas';
export { CompanyParams, DeleteCompanyBody, MemberParams } from './request-schemas';
export { LinkData, SocialLinksData } from './response-schemas';
export { companyUploads, contentDisposition } from './uploads';

const tags = ['Companies'];

/** The fields and pictures of a company write, whether multipart (json + files[logo], files[cover]) or JSON. */
function companyWrite(body: Static<typeof CompanyBody>) {
  const { json, logo, 'files[logo]': filesLogo, cover, 'files[cover]': filesCover, ...fields } = body;
  // With the fields in `json`, a field beside it is one the form does not take.
  const beside = json !== undefined ? Object.keys(fields)[0] : undefined;
  if (beside !== undefined) throw unknownField(beside);
  return {
    input: parseFields(CompanyFields, json !== undefined ? json : fields),
    images: { logo: filesLogo ?? logo, cover: filesCover ?? cover },
  };
}

const companyRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-core', prefix: '/companies' })
    .use(authGuard(deps))
    // POST /companies – create a company (multipart: json + files[logo] + files[cover]); the creator owns it
    .post(
      '/',
      async ({ user, body }) => {
        const { input, images } = companyWrite(body);
        return reply(await createCompany(deps, user, input, images), 'companyCreated', 201);
      },
      {
        auth: true,
        body: CompanyBody,
        detail: {
          tags,
          summary: 'Create a company',
          responses: answers(CompanyWithFilesData, 'The new company; I am its owner', 201),
        },
      },
    )
    // GET /companies – the companies the user belongs to or is invited to, with role and counts
    .get('/', ({ user }) => listCompanies(deps, user.id), {
      auth: true,
      detail: {
        tags,
        summary: 'List my companies',
        responses: answers(t.Array(CompanyData), 'Companies I belong to or am invited to'),
      },
    })
    // GET /companies/:shortId – one company with its files
    .get('/:shortId', ({ user, params }) => getCompany(deps, user.id, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: 'Get a company',
        responses: answers(CompanyWithFilesData, 'The company with its files'),
      },
    })
    // PATCH /companies/:shortId – edit a company and its logo (owners; multipart or JSON)
    .patch(
      '/:shortId',
      async ({ user, params, body }) => {
        const { input, images } = companyWrite(body);
        return reply(await updateCompany(deps, user, params.shortId, input, images), 'companyUpdated');
      },
      {
        auth: true,
        params: CompanyParams,
        body: CompanyBody,
        detail: {
          tags,
          summary: 'Edit a company',
          responses: answers(CompanyWithFilesData, 'The updated company'),
        },
      },
    )
    // DELETE /companies/:shortId/cover – remove the company's cover (owners)
    .delete(
      '/:shortId/cover',
      async ({ user, params }) => {
        const { company } = await findOwnership(deps, user.id, params.shortId);
        await removeCompanyCover(deps, company);
        return reply(await getCompany(deps, user.id, company.shortId), 'coverDeleted');
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Remove the company cover (owners)',
          responses: answers(CompanyWithFilesData, 'The company without a cover'),
        },
      },
    );

/** Companies, their colleagues, owners and files; mounted under /api/v1. */
export const companiesModule = (deps: Deps) =>
  new Elysia({ name: 'companies' })
    .use(companyRoutes(deps))
    .use(colleagueRoutes(deps))
    .use(importRoutes(deps))
    .use(fileRoutes(deps))
    .use(designRoutes(deps))
    .use(authGuard(deps))
    // GET /users/me/colleagues – the colleagues of every company I own
    .get('/users/me/colleagues', ({ user }) => listColleaguesOfOwnedCompanies(deps, user), {
      auth: true,
      detail: {
        tags: ['Users'],
        summary: 'Colleagues across the companies I own',
        responses: answers(t.Array(OwnedColleagueData), 'Colleagues with their company'),
      },
    });
