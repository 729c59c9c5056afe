// api/v1 QR styles (issue 21): read and save the look of a company's, a profile's and a dynatag's QR code, and
// download a profile's, a dynatag's and a metal card's code in it (item-routes.ts).
import { PLAIN_QR_STYLE, QrStyle, QrStyleBody } from '@shared/schemas/qr-style';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { companyLogo, companyOfProfile, effectiveStyle, saveStyle } from '../../platform/qr-style/store';
import { findMembership, findOwnership } from '../companies';
import { findOwnedDynatag, TagParams } from '../dynatags';
import { tagLink } from '../page-domains';
import { cardLink, getOwnProfile, ShortIdParam } from '../profiles';
import { cardQrRoute, profileQrRoutes, tagQrRoute } from './item-routes';
import { previewRoutes } from './preview-routes';

const tags = ['QR styles'];

export const StyleData = t.Object({
  style: t.Union([QrStyle, t.Null()], {
    description: "The item's own style; null when it follows the default",
  }),
  inherited: QrStyle,
});

/** A sample of the addresses a company's codes carry, to check its default style with (same length as a card's). */
const sampleLink = (deps: Deps) => cardLink(deps, 'x'.repeat(10));

export const qrStylesModule = (deps: Deps) =>
  new Elysia({ name: 'qr-styles' })
    .use(authGuard(deps))
    .get(
      '/companies/:shortId/qr-style',
      async ({ user, params }) => {
        const { company } = await findMembership(deps, user.id, params.shortId);
        const found = await effectiveStyle(deps, { own: { companyId: company.id }, company: null });
        return { style: found.own, inherited: PLAIN_QR_STYLE };
      },
      {
        auth: true,
        params: ShortIdParam,
        detail: {
          tags,
          summary: "The company's QR style (its people's and tags' default)",
          responses: answers(StyleData, 'The style'),
        },
      },
    )
    .put(
      '/companies/:shortId/qr-style',
      async ({ user, params, body }) => {
        const { company } = await findOwnership(deps, user.id, params.shortId);
        await saveStyle(deps, { companyId: company.id }, body.style, {
          link: sampleLink(deps),
          logo: await companyLogo(deps, company.logoKey),
        });
        return reply({ style: body.style, inherited: PLAIN_QR_STYLE }, 'qrStyleSaved');
      },
      {
        auth: true,
        params: ShortIdParam,
        body: QrStyleBody,
        detail: {
          tags,
          summary: "Save the company's QR style (owners); 422 when it would not scan",
          responses: answers(StyleData, 'The saved style'),
        },
      },
    )
    .get(
      '/profiles/:shortId/qr-style',
      async ({ user, params }) => {
        const profile = await getOwnProfile(deps, user, params.shortId);
        const own = { profileId: profile.id };
        const found = await effectiveStyle(deps, { own, company: await companyOfProfile(deps, profile.id) });
        return { style: found.own, inherited: found.inherited };
      },
      {
        auth: true,
        params: ShortIdParam,
        detail: {
          tags,
          summary: "My profile's QR style (its card's code)",
          responses: answers(StyleData, 'The style'),
        },
      },
    )
    .put(
      '/profiles/:shortId/qr-style',
      async ({ user, params, body }) => {
        const profile = await getOwnProfile(deps, user, params.shortId);
        const company = await companyOfProfile(deps, profile.id);
        await saveStyle(deps, { profileId: profile.id }, body.style, {
          link: cardLink(deps, user.shortId),
          logo: company ? await companyLogo(deps, company.logoKey) : undefined,
        });
        const found = await effectiveStyle(deps, { own: null, company });
        return reply({ style: body.style, inherited: found.inherited }, 'qrStyleSaved');
      },
      {
        auth: true,
        params: ShortIdParam,
        body: QrStyleBody,
        detail: {
          tags,
          summary: "Save my profile's QR style; 422 when it would not scan",
          responses: answers(StyleData, 'The saved style'),
        },
      },
    )
    .get(
      '/dynatags/:id/qr-style',
      async ({ user, params }) => {
        const { tag, company } = await findOwnedDynatag(deps, user.id, params.id);
        const found = await effectiveStyle(deps, { own: { dynatagId: tag.id }, company });
        return { style: found.own, inherited: found.inherited };
      },
      {
        auth: true,
        params: TagParams,
        detail: {
          tags,
          summary: "A dynatag's QR style (owners)",
          responses: answers(StyleData, 'The style'),
        },
      },
    )
    .put(
      '/dynatags/:id/qr-style',
      async ({ user, params, body }) => {
        const { tag, company } = await findOwnedDynatag(deps, user.id, params.id);
        await saveStyle(deps, { dynatagId: tag.id }, body.style, {
          link: await tagLink(deps, tag),
          logo: await companyLogo(deps, company.logoKey),
        });
        const found = await effectiveStyle(deps, { own: null, company });
        return reply({ style: body.style, inherited: found.inherited }, 'qrStyleSaved');
      },
      {
        auth: true,
        params: TagParams,
        body: QrStyleBody,
        detail: {
          tags,
          summary: "Save a dynatag's QR style (owners); 422 when it would not scan",
          responses: answers(StyleData, 'The saved style'),
        },
      },
    )
    .use(profileQrRoutes(deps))
    .use(tagQrRoute(deps))
    .use(cardQrRoute(deps))
    .use(previewRoutes(deps));
