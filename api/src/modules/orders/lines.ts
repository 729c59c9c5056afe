// An order's lines as the API shows them (the wizard, the preview, mails, the receipt): recipient, type,
// quantity, price and design, with the design images as addresses the owner can open.
import { type Address, type CardDesign, memberships, orderCards, users } from '@db/schema';
import type { Address as AddressView, DesignView, OrderLine } from '@shared/types/orders';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

type Db = Pick<Deps['db'], 'select'>;

/** A line with its recipient's membership (null when it is gone) and that person. */
export type LineRow = Awaited<ReturnType<typeof loadLines>>[number];

export async function loadLines(db: Db, orderId: number) {
  return db
    .select({
      line: orderCards,
      membership: {
        id: memberships.id,
        shortId: memberships.shortId,
        companyId: memberships.companyId,
        state: memberships.state,
      },
      person: { fullName: users.fullName, email: users.email },
    })
    .from(orderCards)
    .leftJoin(memberships, eq(memberships.id, orderCards.recipientMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(orderCards.orderId, orderId))
    .orderBy(asc(orderCards.position));
}

/** Design images live at orders/{order}/{image}.png; the image's id is the file's name. */
export const imageKey = (orderShortId: string, imageId: string) => `orders/${orderShortId}/${imageId}.png`;
export const imageIdOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/\.png$/, '');
export const imagePath = (orderShortId: string, imageId: string) =>
  `/api/v1/orders/${orderShortId}/images/${imageId}`;

const imageView = (orderShortId: string, key: string | null) =>
  key ? { id: imageIdOf(key), path: imagePath(orderShortId, imageIdOf(key)) } : null;

export function designView(orderShortId: string, design: CardDesign): DesignView {
  return {
    fullName: design.fullName,
    text: design.text,
    phone: design.phone,
    email: design.email,
    vcardCompany: design.vcardCompany,
    vcardUrl: design.vcardUrl,
    image: imageView(orderShortId, design.imageKey),
    logo: imageView(orderShortId, design.logoKey),
    companyLogo: design.companyLogo === true,
  };
}

export const addressView = (address: Address | null): AddressView | null =>
  address
    ? {
        fullName: address.fullName,
        street: address.street,
        zipcode: address.zipcode,
        city: address.city,
        country: address.country,
      }
    : null;

export function lineView(orderShortId: string, row: LineRow): OrderLine {
  const { line } = row;
  return {
    id: line.shortId,
    recipient: {
      membershipId: row.membership?.shortId ?? null,
      fullName: row.person?.fullName ?? '',
      email: row.person?.email ?? line.recipientEmail,
    },
    type: line.type,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.unitPrice * line.quantity,
    altAddress: addressView(line.altAddress),
    design: designView(orderShortId, line.design),
  };
}

/** The storage keys of the images the lines use. */
export const usedImageKeys = (designs: CardDesign[]) =>
  new Set(designs.flatMap((d) => [d.imageKey, d.logoKey]).filter((k): k is string => k !== null));
