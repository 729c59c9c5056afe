// Downloads of an item's QR code in its style: my profile's (the card's address), a dynatag's and a metal card's,
// as SVG, PNG (any width up to 4096 px) and a print-ready PDF.
import { QrDownloadQuery } from '@shared/schemas/qr-style';
import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fileAnswer, requestLang } from '../../platform/envelope';
import type { QrFormat } from '../../platform/qr-style/render';
import { companyOfProfile, drawable, effectiveStyle } from '../../platform/qr-style/store';
import { CardParams, cardUrl, findCardOfOwnerOrHolder } from '../cards';
import { findOwnedDynatag, TagParams } from '../dynatags';
import { pageOrigins, tagLink } from '../page-domains';
import { cardLink, getOwnProfile, ShortIdParam } from '../profiles';
import { qrDownload } from './download';

const tags = ['QR styles'];
const FORMATS: QrFormat[] = ['svg', 'png', 'pdf'];
const TYPES = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' } as const;

/** One route per format (`qr.svg`, `qr.png`, `qr.pdf`): the router matches whole path segments only. */
const perFormat = (name: string, route: (app: Elysia, format: QrFormat) => Elysia) =>
  FORMATS.reduce((app, format) => route(app as unknown as Elysia, format), new Elysia({ name }));

export const profileQrRoutes = (deps: Deps) =>
  perFormat(
    'qr-styles-profile',
    (app, format) =>
      app.use(authGuard(deps)).get(
        `/profiles/:shortId/qr.${format}`,
        async ({ user, params, query, request }) => {
          const profile = await getOwnProfile(deps, user, params.shortId);
          const company = await companyOfProfile(deps, profile.id);
          const { style, logo } = await effectiveStyle(deps, { own: { profileId: profile.id }, company });
          const lang = query.lang ?? requestLang(request);
          return qrDownload(drawable(cardLink(deps, user.shortId), style, logo, lang), format, {
            size: query.size ?? 512,
            mm: query.mm,
            fileName: 'dynacard-qr',
          });
        },
        {
          auth: true,
          params: ShortIdParam,
          query: QrDownloadQuery,
          detail: {
            tags,
            summary: `QR code of my card in its style (${format.toUpperCase()})`,
            responses: fileAnswer(TYPES[format], 'The QR code (no envelope)'),
          },
        },
      ) as unknown as Elysia,
  );

export const tagQrRoute = (deps: Deps) =>
  perFormat(
    'qr-styles-tag',
    (app, format) =>
      app.use(authGuard(deps)).get(
        `/dynatags/:id/qr.${format}`,
        async ({ user, params, query, request }) => {
          const { tag, company } = await findOwnedDynatag(deps, user.id, params.id);
          const { style, logo } = await effectiveStyle(deps, { own: { dynatagId: tag.id }, company });
          const lang = query.lang ?? requestLang(request);
          const link = await tagLink(deps, tag);
          return qrDownload(drawable(link, style, logo, lang), format, {
            size: query.size ?? 1024,
            mm: query.mm,
            fileName: `dynatag-${tag.shortId}`,
          });
        },
        {
          auth: true,
          params: TagParams,
          query: QrDownloadQuery,
          detail: {
            tags,
            summary: `A dynatag's QR code in its style (owners; ${format.toUpperCase()})`,
            responses: fileAnswer(TYPES[format], 'The QR code (no envelope)'),
          },
        },
      ) as unknown as Elysia,
  );

/**
 * A metal card's own code (/c/{id}, on its company's page domain once active) as its print file draws it: in the
 * company's style with its logo (a card has no style of its own). Its company's owners and its holder.
 */
export const cardQrRoute = (deps: Deps) =>
  perFormat(
    'qr-styles-card',
    (app, format) =>
      app.use(authGuard(deps)).get(
        `/cards/:id/qr.${format}`,
        async ({ user, params, query, request }) => {
          const { card, company } = await findCardOfOwnerOrHolder(deps, user.id, params.id);
          const { style, logo } = await effectiveStyle(deps, { own: null, company });
          const lang = query.lang ?? requestLang(request);
          const link = cardUrl((await pageOrigins(deps))(card.companyId), card.shortId);
          return qrDownload(drawable(link, style, logo, lang), format, {
            size: query.size ?? 1024,
            mm: query.mm,
            fileName: `dynacard-card-${card.shortId}-qr`,
          });
        },
        {
          auth: true,
          params: CardParams,
          query: QrDownloadQuery,
          detail: {
            tags,
            summary: `A metal card's QR code in its company's style (owners, its holder; ${format.toUpperCase()})`,
            description:
              'The card’s own link /c/{id} marked ?s=q, drawn as its print file draws it. A disabled card: owners ' +
              'only. Anyone else gets 404.',
            responses: fileAnswer(TYPES[format], 'The QR code (no envelope)'),
          },
        },
      ) as unknown as Elysia,
  );
