// GET api/v1/cards/{id}/design.svg and GET api/v1/orders/{id}/design.svg: the print files (design.ts) for the
// owners of the company and the administrator, who downloads all cards of an order as one sheet; and
// GET api/v1/orders/{id}/chips.jwe, the chip file for the card maker (chip-file.ts), the administrator's only.
import { type Card, cards, orderCards } from '@db/schema';
import { PLAIN_QR_STYLE } from '@shared/schemas/qr-style';
import { asc, eq } from 'drizzle-orm';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fileAnswer } from '../../platform/envelope';
import { AppError, notFound } from '../../platform/errors';
import { effectiveStyle } from '../../platform/qr-style/store';
import { cardUrl, findOwnedCard } from '../cards';
import { pageOrigins } from '../page-domains';
import { findOrderFor, isAdmin } from './access';
import { chipFile } from './chip-file';
import { type CardArt, cardSvg, orderSheetSvg, pngOf } from './design';
import { engravableLogo } from './engraving';

const Params = t.Object({ id: t.String({ maxLength: 32, error: 'notFound', description: 'A public id' }) });

/**
 * The cards with their lines' designs and images, in the order they were made; each image read once, the logos
 * made one colour (engraving.ts).
 */
async function artOf(deps: Deps, where: ReturnType<typeof eq>): Promise<CardArt[]> {
  const rows = await deps.db
    .select({ card: cards, design: orderCards.design })
    .from(cards)
    .innerJoin(orderCards, eq(orderCards.id, cards.orderCardId))
    .where(where)
    .orderBy(asc(cards.id));
  const images = new Map<string, Promise<Uint8Array | null>>();
  const png = (key: string | null, kind: 'image' | 'logo') => {
    if (!key) return Promise.resolve(null);
    const known = images.get(key);
    if (known) return known;
    const read = pngOf(deps, key).then((bytes) => (bytes && kind === 'logo' ? engravableLogo(bytes) : bytes));
    images.set(key, read);
    return read;
  };
  const originOf = await pageOrigins(deps);
  // The company's QR style (issue 21), whose module and eye shapes the engraved code keeps. Read once per company.
  const styles = new Map<number, Promise<CardArt['qrStyle']>>();
  const qrStyleOf = (companyId: number | null) => {
    if (companyId === null) return Promise.resolve(undefined);
    let found = styles.get(companyId);
    if (!found) {
      found = effectiveStyle(deps, { own: null, company: { id: companyId, logoKey: null } }).then(
        ({ inherited }) => (inherited !== PLAIN_QR_STYLE ? inherited : undefined),
      );
      styles.set(companyId, found);
    }
    return found;
  };
  return Promise.all(
    rows.map(async ({ card, design }) => ({
      id: card.shortId,
      type: card.type,
      link: cardUrl(originOf(card.companyId), card.shortId),
      design,
      image: await png(design.imageKey, 'image'),
      logo: await png(design.logoKey, 'logo'),
      qrStyle: await qrStyleOf(card.companyId),
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
      async ({ user, params }) => {
        let card: Card | undefined;
        if (isAdmin(user)) [card] = await deps.db.select().from(cards).where(eq(cards.shortId, params.id));
        else card = (await findOwnedCard(deps, user.id, params.id)).card;
        if (!card) throw notFound();
        const [art] = await artOf(deps, eq(cards.id, card.id));
        return svgResponse(cardSvg(art), `dynacard-card-${card.shortId}.svg`);
      },
      {
        auth: true,
        params: Params,
        detail: {
          tags: ['Cards'],
          summary: 'Download a card’s print file (SVG, 85.6 × 54 mm)',
          description:
            'The card at its real size (viewBox in mm) as the laser engraves it, black where it marks, on white: the ' +
            'engraving image, the logo in one colour, the texts and the QR code of its link /c/{id} in the ' +
            "company's shapes (no colours, logo or frame). Owners of its company and the administrator.",
          responses: fileAnswer('image/svg+xml', 'The print file (no envelope)'),
        },
      },
    )
    // GET /orders/:id/design.svg – every card of an order on one sheet (owners, the administrator)
    .get(
      '/orders/:id/design.svg',
      async ({ user, params }) => {
        const order = await findOrderFor(deps, user, params.id);
        const art = await artOf(deps, eq(cards.orderId, order.id));
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
            'One sheet: each card at its real size (85.6 × 54 mm) in a nested <svg>, front and back a row, black where ' +
            'the laser marks, with a caption under each (order number, card n of N, type, card id). Owners of the ' +
            'company and the administrator.',
          responses: fileAnswer('image/svg+xml', 'The print file (no envelope)'),
        },
      },
    )
    // GET /orders/:id/chips.jwe – the chip file for the card maker (the administrator)
    .get(
      '/orders/:id/chips.jwe',
      async ({ user, params }) => {
        const order = await findOrderFor(deps, user, params.id);
        if (!isAdmin(user)) throw new AppError('FORBIDDEN', 'administratorOnly');
        const number = order.number ?? order.shortId;
        return new Response(await chipFile(deps, order), {
          headers: {
            'content-type': 'application/jose',
            'content-disposition': `attachment; filename="dynacard-chips-${number}.jwe"`,
            'cache-control': 'private, no-store',
          },
        });
      },
      {
        auth: true,
        params: Params,
        detail: {
          tags: ['Orders'],
          summary: 'Download the chip file of an order for the card maker (JWE)',
          description:
            'What the card maker needs to personalise each card’s NTAG 424 DNA chip for Secure Unique NFC, encrypted ' +
            'for the maker’s key (NFC_MAKER_PUBLIC_KEY): a compact JWE (RSA-OAEP-256, A256GCM) of JSON ' +
            '`{ cards: [{ cardId, sdmUrlTemplate, sdmMetaReadKey, sdmFileReadKey }] }`, the keys as 32 hex digits. ' +
            'Marks the order’s cards as having SUN (only a verified tap of them counts as a tap). The administrator ' +
            'only (owners 403); 409 when the server key or the maker’s key is not configured.',
          responses: fileAnswer('application/jose', 'The chip file (no envelope)'),
        },
      },
    );
