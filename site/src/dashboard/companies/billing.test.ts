import { describe, expect, test } from 'bun:test';
import type { Billing, Company } from '../lib/people';
import { billableCompanies, hasBillingInfo } from './billing';

const billing = (patch: Partial<Billing> = {}): Billing => ({
  orgNumber: '556677-8899',
  email: 'invoices@example.com',
  marking: '',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  ...patch,
});
const company = (role: Company['role'], b: Billing | null) => ({ role, billing: b }) as Company;

describe('billing info', () => {
  test("the server's rule: organisation number, invoice email and the whole address, not blanks; the marking is optional", () => {
    expect(hasBillingInfo({ billing: billing() })).toBe(true);
    expect(hasBillingInfo({ billing: null })).toBe(false);
    expect(hasBillingInfo({ billing: billing({ orgNumber: '' }) })).toBe(false);
    expect(hasBillingInfo({ billing: billing({ email: '  ' }) })).toBe(false);
    // The dashboard once called these complete while the server refused to bill them.
    for (const part of ['street', 'zipcode', 'city', 'country'] as const)
      expect(hasBillingInfo({ billing: billing({ [part]: '' }) })).toBe(false);
  });

  test('only owned companies with billing info can pay', () => {
    const list = [company('owner', billing()), company('owner', null), company('colleague', null)];
    expect(billableCompanies(list)).toEqual([list[0]]);
  });
});
