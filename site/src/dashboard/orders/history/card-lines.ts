import type { CardType } from '@shared/constants';
import type { FleetCard, OrderLine } from '@shared/types/orders';
import type { AppKey } from '../../lib/i18n';

/** The six card types of SPEC §1 by their dashboard names (app namespace). */
export const CARD_TYPE_LABEL: Record<CardType, AppKey> = {
  blackPersonal: 'cardBlackPersonal',
  blackCompany: 'cardBlackCompany',
  blackSimple: 'cardBlackSimple',
  goldPersonal: 'cardGoldPersonal',
  goldCompany: 'cardGoldCompany',
  goldSimple: 'cardGoldSimple',
};

/**
 * The physical cards of each line of an order. A card does not name its line, so each line takes, in order,
 * up to its quantity of the cards of its type made for its recipient (quantity 3 made three such cards);
 * a card that was reassigned since then is matched by type alone, after the others.
 */
export function cardsOfLines(lines: OrderLine[], cards: FleetCard[]): FleetCard[][] {
  const left = [...cards];
  const take = (wanted: number, match: (card: FleetCard) => boolean) => {
    const found: FleetCard[] = [];
    for (let i = 0; i < left.length && found.length < wanted; ) {
      if (match(left[i])) found.push(...left.splice(i, 1));
      else i++;
    }
    return found;
  };
  const byLine = lines.map((line) =>
    take(
      line.quantity,
      (c) => c.type === line.type && c.holder?.membershipId === line.recipient.membershipId,
    ),
  );
  return byLine.map((found, i) => {
    const line = lines[i];
    return found.length < line.quantity
      ? [...found, ...take(line.quantity - found.length, (c) => c.type === line.type)]
      : found;
  });
}
