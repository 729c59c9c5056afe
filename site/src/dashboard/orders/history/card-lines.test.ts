import { describe, expect, test } from 'bun:test';
import type { FleetCard, OrderLine } from '@shared/types/orders';
import { cardsOfLines } from './card-lines';

const line = (id: string, type: OrderLine['type'], membershipId: string, quantity: number) =>
  ({ id, type, quantity, recipient: { membershipId, fullName: id, email: '' } }) as OrderLine;
const card = (id: string, type: FleetCard['type'], membershipId: string | null) =>
  ({
    id,
    type,
    holder: membershipId ? { membershipId, fullName: membershipId, profileShortId: null } : null,
  }) as FleetCard;

describe('cards of an order, per line', () => {
  test('each line gets its quantity of its type for its recipient', () => {
    const lines = [line('a', 'blackPersonal', 'm1', 2), line('b', 'goldCompany', 'm2', 1)];
    const cards = [
      card('c1', 'goldCompany', 'm2'),
      card('c2', 'blackPersonal', 'm1'),
      card('c3', 'blackPersonal', 'm1'),
    ];
    expect(cardsOfLines(lines, cards).map((cs) => cs.map((c) => c.id))).toEqual([['c2', 'c3'], ['c1']]);
  });

  test('two lines of the same type and recipient split the cards by quantity', () => {
    const lines = [line('a', 'blackSimple', 'm1', 1), line('b', 'blackSimple', 'm1', 2)];
    const cards = [
      card('c1', 'blackSimple', 'm1'),
      card('c2', 'blackSimple', 'm1'),
      card('c3', 'blackSimple', 'm1'),
    ];
    expect(cardsOfLines(lines, cards).map((cs) => cs.length)).toEqual([1, 2]);
  });

  test('a card reassigned to someone else still shows under its line', () => {
    const lines = [line('a', 'goldSimple', 'm1', 1), line('b', 'blackSimple', 'm2', 1)];
    const cards = [card('c1', 'blackSimple', 'm2'), card('c2', 'goldSimple', 'm9')];
    expect(cardsOfLines(lines, cards).map((cs) => cs.map((c) => c.id))).toEqual([['c2'], ['c1']]);
  });
});
