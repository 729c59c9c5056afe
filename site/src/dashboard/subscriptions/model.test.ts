import { describe, expect, test } from 'bun:test';
import { DAY_MS } from '@shared/constants';
import type { PayerOption } from '@shared/types/billing';
import { choosePayer, defaultPayer, expiryNotice, mayOrderCards, showCardPrompt } from './model';

const now = Date.UTC(2026, 10, 23);
const sub = (
  fields: Partial<{ active: 'monthly' | 'lifetime' | null; expiresAt: number | null; privileges: boolean }>,
) => ({
  subscription: {
    active: 'monthly' as const,
    expiresAt: null,
    privileges: false,
    provider: 'invoice',
    ...fields,
  },
});

describe('expiryNotice', () => {
  test('shows the end of a cancelled subscription in its last seven days', () => {
    expect(expiryNotice(sub({ expiresAt: now + 7 * DAY_MS }), now)).toBe(now + 7 * DAY_MS);
    expect(expiryNotice(sub({ expiresAt: now + 1000 }), now)).toBe(now + 1000);
  });

  test('not earlier, not after the end, not while active, not with an administrator grant', () => {
    expect(expiryNotice(sub({ expiresAt: now + 7 * DAY_MS + 1 }), now)).toBeNull();
    expect(expiryNotice(sub({ expiresAt: now - 1 }), now)).toBeNull();
    expect(expiryNotice(sub({ expiresAt: null }), now)).toBeNull();
    expect(expiryNotice(sub({ active: null, expiresAt: now + DAY_MS }), now)).toBeNull();
    expect(expiryNotice(sub({ expiresAt: now + DAY_MS, privileges: true }), now)).toBeNull();
  });
});

describe('showCardPrompt', () => {
  const user = { hasCard: false, role: 'user' } as const;
  const owner = [{ role: 'owner' as const }];
  test('for someone without a card, except on the Orders page and once hidden', () => {
    expect(showCardPrompt(user, owner, '/dashboard/profiles', false)).toBe(true);
    expect(showCardPrompt(user, owner, '/dashboard/orders', false)).toBe(false);
    expect(showCardPrompt(user, owner, '/dashboard/orders/history', false)).toBe(false);
    expect(showCardPrompt(user, owner, '/dashboard/profiles', true)).toBe(false);
    expect(showCardPrompt({ ...user, hasCard: true }, owner, '/dashboard/profiles', false)).toBe(false);
  });

  test('a stored user from before hasCard existed waits for the refreshed one', () => {
    expect(showCardPrompt({ role: 'user' } as typeof user, owner, '/dashboard/profiles', false)).toBe(false);
  });

  test('only for people who may order: owners and people in no company yet, not colleagues or the administrator', () => {
    const show = (companies: { role: 'owner' | 'colleague' | 'invited' }[] | null, role = 'user' as const) =>
      showCardPrompt({ hasCard: false, role }, companies, '/dashboard/profiles', false);
    expect(show([])).toBe(true);
    expect(show([{ role: 'invited' }])).toBe(true);
    expect(show([{ role: 'colleague' }, { role: 'owner' }])).toBe(true);
    expect(show([{ role: 'colleague' }])).toBe(false);
    expect(show([{ role: 'colleague' }, { role: 'invited' }])).toBe(false);
    expect(show(null)).toBe(false);
    expect(
      showCardPrompt({ hasCard: false, role: 'administrator' }, owner, '/dashboard/profiles', false),
    ).toBe(false);
    expect(mayOrderCards({ role: 'administrator' }, [])).toBe(false);
  });
});

describe('payers', () => {
  const payers: PayerOption[] = [
    { id: 'a', name: 'Alfa AB', role: 'owner', hasBilling: true },
    { id: 'b', name: 'Beta AB', role: 'colleague', hasBilling: false },
  ];

  test('none chosen, or one without billing info, asks to select a company', () => {
    expect(choosePayer(payers, '')).toEqual({ problem: 'mineSelectCompany' });
    expect(choosePayer(payers, 'b')).toEqual({ problem: 'mineSelectCompany' });
    expect(choosePayer(payers, 'a')).toEqual({ payer: payers[0] });
  });

  test('the only company that can pay is chosen at once', () => {
    expect(defaultPayer(payers)).toBe('a');
    expect(defaultPayer([...payers, { ...payers[0], id: 'c' }])).toBe('');
    expect(defaultPayer([payers[1]])).toBe('');
  });
});
