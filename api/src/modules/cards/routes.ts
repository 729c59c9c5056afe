import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { AuditData, listAuditEntries } from '../audit';
import { findOwnedCompany } from '../dynatags';
import { listFleet } from './fleet';
import { AuditQuery, CardParams, CardUpdateBody, CompanyParams } from './request-schemas';
import { FleetCardData, FleetData } from './response-schemas';
import { updateCard } from './update';

const tags = ['Cards'];

/** The owners' card fleet: list, reassign or disable, and the audit log. */
export const cardRoutes = (deps: Deps) =>
  new Elysia({ name: 'cards-fleet', prefix: '/cards' })
    .use(authGuard(deps))
    // GET /cards/companies/:companyId – every card of a company (owners)
    .get(
      '/companies/:companyId',
      async ({ user, params }) =>
        listFleet(deps, (await findOwnedCompany(deps, user.id, params.companyId)).id),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: "List a company's cards (owners)",
          description: 'Each physical card with its link, type, holder, status, scans and last scan.',
          responses: answers(FleetData, 'The cards, newest order first'),
        },
      },
    )
    // GET /cards/companies/:companyId/audit – who changed what (owners), newest first, a page at a time
    .get(
      '/companies/:companyId/audit',
      async ({ user, params, query }) =>
        listAuditEntries(deps, (await findOwnedCompany(deps, user.id, params.companyId)).id, {
          ...query,
          entities: ['card', 'order'],
        }),
      {
        auth: true,
        params: CompanyParams,
        query: AuditQuery,
        detail: {
          tags,
          summary: "Read a company's audit log (owners)",
          description:
            'Changes of its cards (reassigned, disabled, enabled) and orders, newest first; the whole log is at GET /audit/companies/{companyId}.',
          responses: answers(AuditData, 'The entries'),
        },
      },
    )
    // PATCH /cards/:id – reassign the card to another owner or colleague, or disable / enable it (owners)
    .patch(
      '/:id',
      async ({ user, params, body }) => reply(await updateCard(deps, user, params.id, body), 'cardUpdated'),
      {
        auth: true,
        params: CardParams,
        body: CardUpdateBody,
        detail: {
          tags,
          summary: 'Reassign, disable or enable a card (owners)',
          description:
            'holder: a membership id of an owner or colleague of the card’s company; status: disabled makes the ' +
            'card’s link open a neutral page, active opens its holder again. Every change is audit-logged.',
          responses: answers(FleetCardData, 'The card'),
        },
      },
    );
