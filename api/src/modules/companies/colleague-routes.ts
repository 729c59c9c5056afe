import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { listColleagues, updateColleague } from './colleagues';
import { getCompany } from './companies';
import { acceptInvitation, declineInvitation, inviteColleague } from './invitations';
import { makeOwner, removeOwner } from './owners';
import {
  ColleagueFields,
  CompanyParams,
  InviteBody,
  MemberParams,
  MembershipBody,
  OwnerBody,
} from './request-schemas';
import { ColleagueData, CompanyWithFilesData } from './response-schemas';

const tags = ['Companies'];

/** Colleagues, invitations and owners of a company (SPEC §4 colleague states). */
export const colleagueRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-colleagues', prefix: '/companies' })
    .use(authGuard(deps))
    // GET /companies/:shortId/colleagues – everyone in the company with their colleague profiles
    .get('/:shortId/colleagues', ({ user, params }) => listColleagues(deps, user, params.shortId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: 'List the colleagues of a company',
        responses: answers(t.Array(ColleagueData), 'Owners, colleagues, then invitations'),
      },
    })
    // POST /companies/:shortId/colleagues – invite by email (owners)
    .post(
      '/:shortId/colleagues',
      async ({ user, params, body, request }) => {
        await deps.limiter.check('invite', clientIp(request, deps.config.trustProxy), String(user.id));
        const person = await inviteColleague(deps, user, params.shortId, body.email, requestLang(request));
        const colleagues = await listColleagues(deps, user, params.shortId);
        return reply(
          colleagues.find((c) => c.user.shortId === person.shortId),
          'colleagueInvited',
          201,
        );
      },
      {
        auth: true,
        params: CompanyParams,
        body: InviteBody,
        detail: {
          tags,
          summary: 'Invite a colleague',
          responses: answers(ColleagueData, 'The invitation', 201),
        },
      },
    )
    // PATCH /companies/:shortId/colleagues/:membershipId – a colleague profile (the person or an owner)
    .patch(
      '/:shortId/colleagues/:membershipId',
      async ({ user, params, body }) =>
        reply(
          await updateColleague(deps, user, params.shortId, params.membershipId, body),
          'colleagueUpdated',
        ),
      {
        auth: true,
        params: MemberParams,
        body: ColleagueFields,
        detail: {
          tags,
          summary: 'Edit a colleague profile',
          responses: answers(ColleagueData, 'The updated colleague profile'),
        },
      },
    )
    // POST /companies/:shortId/invitation/accept – join the company
    .post(
      '/:shortId/invitation/accept',
      async ({ user, params }) => {
        await acceptInvitation(deps, user, params.shortId);
        return reply(await getCompany(deps, user.id, params.shortId), 'invitationAccepted');
      },
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: 'Accept an invitation',
          responses: answers(CompanyWithFilesData, 'The company I joined'),
        },
      },
    )
    // POST /companies/:shortId/invitation/decline – say no to an invitation
    .post(
      '/:shortId/invitation/decline',
      async ({ user, params }) => {
        await declineInvitation(deps, user, params.shortId);
        return reply(null, 'invitationDeclined');
      },
      {
        auth: true,
        params: CompanyParams,
        detail: { tags, summary: 'Decline an invitation', responses: answers(t.Null(), 'Declined') },
      },
    )
    // POST /companies/:shortId/owners – make a colleague an owner (owners)
    .post(
      '/:shortId/owners',
      async ({ user, params, body }) => {
        await makeOwner(deps, user, params.shortId, body.membershipId, body.acceptMonthlyPrice);
        return reply(await listColleagues(deps, user, params.shortId), 'ownerAdded');
      },
      {
        auth: true,
        params: CompanyParams,
        body: OwnerBody,
        detail: {
          tags,
          summary: 'Make an owner',
          description:
            'An owner beyond the included two raises the monthly price: without acceptMonthlyPrice equal to the new ' +
            'price the answer is 409 priceConfirmationNeeded (data: PriceChange) and nothing changes; the company ' +
            'needs complete billing info first (409 billingNeededForServices).',
          responses: answers(t.Array(ColleagueData), 'The colleagues'),
        },
      },
    )
    // DELETE /companies/:shortId/owners – take owner status away; their uploads to the company go
    .delete(
      '/:shortId/owners',
      async ({ user, params, body }) => {
        await removeOwner(deps, user, params.shortId, body.membershipId);
        return reply(await listColleagues(deps, user, params.shortId), 'ownerRemoved');
      },
      {
        auth: true,
        params: CompanyParams,
        body: MembershipBody,
        detail: {
          tags,
          summary: 'Remove owner status',
          responses: answers(t.Array(ColleagueData), 'The colleagues'),
        },
      },
    );
