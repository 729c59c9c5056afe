import { Elysia, type Static } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { reply } from '../../platform/envelope';
import { colleagueRoutes } from './colleague-routes';
import { listColleaguesOfOwnedCompanies } from './colleagues';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './companies';
import { fileRoutes } from './file-routes';
import { CompanyBody, CompanyFields, CompanyParams, DeleteCompanyBody, parseFields } from './model';

export { companyUploads } from './uploads';

const tags = ['Companies'];

/** The fields and the logo of a company write, whether it came as multipart (json + files[logo]) or JSON. */
function companyWrite(body: Static<typeof CompanyBody>) {
  const { json, logo, 'files[logo]': filesLogo, ...fields } = body;
  return {
    input: parseFields(CompanyFields, json !== undefined ? json : fields),
    logo: filesLogo ?? logo,
  };
}

const companyRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-core', prefix: '/companies' })
    .use(authGuard(deps))
    // POST /companies – create a company (multipart: json + files[logo]); the creator becomes its owner
    .post(
      '/',
      async ({ user, body }) => {
        const { input, logo } = companyWrite(body);
        return reply(await createCompany(deps, user, input, logo), 'companyCreated', 201);
      },
      { auth: true, body: CompanyBody, detail: { tags, summary: 'Create a company' } },
    )
    // GET /companies – the companies the user belongs to or is invited to, with role and counts
    .get('/', ({ user }) => listCompanies(deps, user.id), {
      auth: true,
      detail: { tags, summary: 'List my companies' },
    })
    // GET /companies/:shortId – one company with its files
    .get('/:shortId', ({ user, params }) => getCompany(deps, user.id, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: { tags, summary: 'Get a company' },
    })
    // PATCH /companies/:shortId – edit a company and its logo (owners; multipart or JSON)
    .patch(
      '/:shortId',
      async ({ user, params, body }) => {
        const { input, logo } = companyWrite(body);
        return reply(await updateCompany(deps, user, params.shortId, input, logo), 'companyUpdated');
      },
      { auth: true, params: CompanyParams, body: CompanyBody, detail: { tags, summary: 'Edit a company' } },
    )
    // DELETE /companies/:shortId – delete a company with everything in it; the exact name confirms
    .delete(
      '/:shortId',
      async ({ user, params, body }) => {
        await deleteCompany(deps, user, params.shortId, body.name);
        return reply(null, 'companyDeleted');
      },
      {
        auth: true,
        params: CompanyParams,
        body: DeleteCompanyBody,
        detail: { tags, summary: 'Delete a company (irreversible)' },
      },
    );

/** Companies, their colleagues, owners and files; mounted under /api/v1. */
export const companiesModule = (deps: Deps) =>
  new Elysia({ name: 'companies' })
    .use(companyRoutes(deps))
    .use(colleagueRoutes(deps))
    .use(fileRoutes(deps))
    .use(authGuard(deps))
    // GET /users/me/colleagues – the colleagues of every company I own
    .get('/users/me/colleagues', ({ user }) => listColleaguesOfOwnedCompanies(deps, user), {
      auth: true,
      detail: { tags: ['Users'], summary: 'Colleagues across the companies I own' },
    });
