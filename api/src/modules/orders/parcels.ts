// The parcels of an order: the cards go out in one parcel per distinct destination, and each parcel is priced as
// SPEC §9 prices one (national 49 kr to SE, international 99 kr elsewhere). A line without an alternative address
// goes to the main shipping address. See docs/decisions.md "Orders: totals and coupons", "A parcel per destination".
import type { Order, OrderCard } from '@db/schema';
import { NATIONAL_COUNTRY } from '@shared/countries';
import type { Address, OrderTotals } from '@shared/types/orders';

/** A destination and the cards it gets; `address` null: the main address is not given yet (quoted as national). */
export type ParcelGroup = { address: Address | null; cards: number; international: boolean };

/** The part of an address two lines must share to go in one box: case, spacing and the name on it do not count. */
const clean = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/**
 * Two addresses are one destination when street, zip code (spaces ignored: "111 22" = "11122"), city and
 * country match after `clean`. The name is left out: cards for two people at one office share a box (every card
 * carries its holder's name), addressed as the first line going there is.
 */
export const destinationKey = (a: Address) =>
  [clean(a.street), clean(a.zipcode).replace(/ /g, ''), clean(a.city), a.country.trim().toUpperCase()].join(
    '\n',
  );

export const isInternational = (address: Pick<Address, 'country'> | null) =>
  address !== null && address.country.trim().toUpperCase() !== NATIONAL_COUNTRY;

/**
 * The parcels of the lines, the main address's first (when a line goes there), then each other destination in
 * the order of its first line. Lines of no cards make no parcel.
 */
export function parcelsOf(
  main: Address | null,
  lines: readonly { quantity: number; altAddress?: Address | null }[],
): ParcelGroup[] {
  const groups = new Map<string, ParcelGroup>();
  const mainKey = main ? destinationKey(main) : '';
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const address = line.altAddress ?? main;
    const key = address ? destinationKey(address) : mainKey;
    const into = key === mainKey ? (main ?? address) : address;
    let group = groups.get(key);
    if (!group) {
      group = { address: into, cards: 0, international: isInternational(into) };
      groups.set(key, group);
    }
    group.cards += line.quantity;
  }
  return [...groups.entries()]
    .sort(([a], [b]) => Number(b === mainKey) - Number(a === mainKey))
    .map(([, g]) => g);
}

const NO_TOTALS: NonNullable<Order['totals']> = {
  subtotal: 0,
  discount: 0,
  shipping: 0,
  net: 0,
  vat: 0,
  total: 0,
};

/**
 * The frozen totals of a submitted order with its parcels. An order submitted before parcels were kept went in
 * one parcel to its main address, at the shipping it was charged.
 */
export function frozenTotals(
  order: Pick<Order, 'totals' | 'shippingAddress'>,
  lines: readonly { line: Pick<OrderCard, 'quantity'> }[],
): OrderTotals {
  const totals = order.totals ?? NO_TOTALS;
  if (totals.parcels) return { ...totals, parcels: totals.parcels };
  const cards = lines.reduce((n, { line }) => n + line.quantity, 0);
  const address = order.shippingAddress;
  return {
    ...totals,
    parcels: cards
      ? [{ address, cards, international: isInternational(address), shipping: totals.shipping }]
      : [],
  };
}
