import { describe, expect, test } from 'bun:test';
import type { Billing, Company } from '../lib/people';
import { billableCompanies, hasBillingInfo } from './billing';

const billing = (patch: Partial<Billing> = {}): Billing => ({
  orgNumber: '556677-8899',
  email: 'invoices@example.com',
  marking: '',
  street: '',
  zipcode: '',
  city: '',
  country: '',
  ...patch,
});
const company = (role: Company['role'], b: Billing | null) => ({ role, billing: b }) as Company;

describe('billing info', () => {
  test('needs the organisation number and the invoice email, not blanks', () => {
    expect(hasBillingInfo({ billing: billing() })).toBe(true);
    expect(hasBillingInfo({ billing: null })).toBe(false);
    expect(hasBillingInfo({ billing: billing({ orgNumber: '' }) })).toBe(false);
    expect(hasBillingInfo({ billing: billing({ email: '  ' }) })).toBe(false);
  });

  test('only owned companies with billing info can pay', () => {
    const list = [company('owner', billing()), company('owner', null), company('colleague', null)];
    expect(billableCompanies(list)).toEqual([list[0]]);
  });
});
