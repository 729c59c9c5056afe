// GET api/v1/cards/{id}/design.svg and GET api/v1/orders/{id}/design.svg: the print files (design.ts) for the
// owners of the company and the administrator, who downloads all cards of an order as one sheet.
import { type Card, cards, companies, orderCards } from '@db/schema';
import type { Lang } from '@shared/constants';
import { PLAIN_QR_STYLE } from '@shared/schemas/qr-style';
import { asc, eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fileAnswer, requestLang } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { findOwnedCard } from '../cards/access';
import { cardUrl } from '../cards/fleet';
import { pageOrigins } from '../page-domains/origins';
import { effectiveStyle } from '../qr-styles/store';
import { findOrderFor, isAdmin } from './access';
import { type CardArt, cardSvg, orderSheetSvg, pngOf } from './design';

const Params = t.Object({ id: t.String({ maxLength: 32, error: 'notFound', description: 'A public id' }) });

/** The cards with their lines' designs and images, in the order they were made. */
async function artOf(deps: Deps, where: ReturnType<typeof eq>, lang: Lang): Promise<CardArt[]> {
  const rows = await deps.db
    .select({ card: cards, design: orderCards.design, logoKey: companies.logoKey })
    .from(cards)
    .innerJoin(orderCards, eq(orderCards.id, cards.orderCardId))
    .leftJoin(companies, eq(companies.id, cards.companyId))
    .where(where)
    .orderBy(asc(cards.id));
  const images = new Map<string, Promise<Uint8Array | null>>();
  const png = (key: string | null) => {
    if (!key) return Promise.resolve(null);
    const known = images.get(key);
    if (known) return known;
    const read = pngOf(deps, key);
    images.set(key, read);
    return read;
  };
  const originOf = await pageOrigins(deps);
  // The company's QR style (issue 21): the print file's code looks like its downloads. Read once per company.
  const styles = new Map<number, Promise<CardArt['qr']>>();
  const qrOf = (companyId: number | null, logoKey: string | null) => {
    if (companyId === null) return Promise.resolve(undefined);
    let found = styles.get(companyId);
    if (!found) {
      found = effectiveStyle(deps, { own: null, company: { id: companyId, logoKey } }).then(
        ({ inherited, logo }) =>
          inherited !== PLAIN_QR_STYLE ? { style: inherited, logo, lang } : undefined,
      );
      styles.set(companyId, found);
    }
    return found;
  };
  return Promise.all(
    rows.map(async ({ card, design, logoKey }) => ({
      id: card.shortId,
      type: card.type,
      link: cardUrl(originOf(card.companyId), card.shortId),
      design,
      image: await png(design.imageKey),
      logo: await png(design.logoKey),
      qr: await qrOf(card.companyId, logoKey),
    })),
  );
}

const svgResponse = (svg: string, name: string) =>
  new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      // Opened from our origin, the file runs nothing and loads nothing but its own embedded images.
      'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
    },
  });

export const designRoutes = (deps: Deps) =>
  new Elysia({ name: 'card-designs' })
    .use(authGuard(deps))
    // GET /cards/:id/design.svg – one card's print file (owners of its company, the administrator)
    .get(
      '/cards/:id/design.svg',
      async ({ user, params, request }) => {
        let card: Card | undefined;
        if (isAdmin(user)) [card] = await deps.db.select().from(cards).where(eq(cards.shortId, params.id));
        else card = (await findOwnedCard(deps, user.id, params.id)).card;
        if (!card) throw notFound();
        const [art] = await artOf(deps, eq(cards.id, card.id), requestLang(request));
        return svgResponse(cardSvg(art), `dynacard-card-${card.shortId}.svg`);
      },
      {
        auth: true,
        params: Params,
        detail: {
          tags: ['Cards'],
          summary: 'Download a card’s print file (SVG, 85.6 × 54 mm)',
          description:
            'The card at its real size (viewBox in mm) in its colour, with the engraving image, logo, texts and the QR ' +
            'code of its link /c/{id}. Owners of its company and the administrator.',
          responses: fileAnswer('image/svg+xml', 'The print file (no envelope)'),
        },
      },
    )
    // GET /orders/:id/design.svg – every card of an order on one sheet (owners, the administrator)
    .get(
      '/orders/:id/design.svg',
      async ({ user, params, request }) => {
        const order = await findOrderFor(deps, user, params.id);
        const art = await artOf(deps, eq(cards.orderId, order.id), requestLang(request));
        const number = order.number ?? order.shortId;
        return svgResponse(orderSheetSvg(number, art), `dynacard-order-${number}.svg`);
      },
      {
        auth: true,
        params: Params,
        detail: {
          tags: ['Orders'],
          summary: 'Download the print file of all cards of an order (SVG)',
          description:
            'One sheet: each card at its real size (85.6 × 54 mm) in a nested <svg>, two a row, with a caption under ' +
            'each (order number, card n of N, type, card id). Owners of the company and the administrator.',
          responses: fileAnswer('image/svg+xml', 'The print file (no envelope)'),
        },
      },
    );
