// Orders made through the API as the wizard makes them (PUT the draft, submit the total the server quoted),
// for the browser tests of the History tab, the administrator's orders and the card fleet.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CardType } from '../../shared/constants';
import type { OrderDetail, OrderDraft } from '../../shared/types/orders';
import { signUpViaApi } from './api';

type Envelope<T> = { success: boolean; message: string; data: T };

export async function call<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
) {
  const res = await api[method](`/api/v1${path}`, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

/** A change straight in the server's database file (what no API offers: a verified email, the admin role). */
export async function sql(statement: string, args: string[]) {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR ?? '', 'dynacard.db')}` });
  // The server writes the same file; wait for its lock instead of failing at once.
  await db.execute('PRAGMA busy_timeout = 10000');
  await db.execute({ sql: statement, args });
  db.close();
}

/** The browser gets the stored user the dashboard keeps, as after a login, and opens `path`. */
export async function openDashboard(page: Page, path: string) {
  const me = await call<object>(page.request, 'get', '/users/me');
  await page.goto('/en/');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
  await page.goto(path);
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

export const ADDRESS = {
  fullName: 'Åsa Öberg',
  street: 'Storgatan 1',
  zipcode: '111 22',
  city: 'Västerås',
  country: 'SE',
};

/** A verified owner of a company with billing info (what ordering needs, SPEC §5). */
export async function orderingOwner(api: APIRequestContext, fullName: string, companyName: string) {
  const person = await signUpViaApi(api, fullName, 'ord');
  await sql('update users set is_verified = 1 where email = ?', [person.email]);
  const company = await call<{ shortId: string; membershipId: string }>(api, 'post', '/companies', {
    name: companyName,
  });
  await call(api, 'patch', `/companies/${company.shortId}`, {
    billing: {
      orgNumber: '556677-8899',
      email: 'faktura@example.com',
      marking: 'Ref 42',
      street: 'Storgatan 1',
      zipcode: '111 22',
      city: 'Västerås',
      country: 'SE',
    },
  });
  // The public profile exists from its first visit on (the card links and the preview's profile link need it).
  expect((await api.get(`/p/${person.shortId}`)).status()).toBe(200);
  return { person, company };
}

export type CardOrder = { recipient: string; type: CardType; quantity: number; fullName: string };

/** An order as the wizard places it: the draft put step by step (with any discount codes), then submitted with the quoted total. */
export async function placeOrder(
  api: APIRequestContext,
  companyId: string,
  lines: CardOrder[],
  couponCodes: string[] = [],
) {
  await call<OrderDraft>(api, 'put', '/orders/draft', { companyId, step: 1 });
  const cards = lines.map((line) => ({
    recipient: line.recipient,
    type: line.type,
    quantity: line.quantity,
    design: {
      fullName: line.fullName,
      text: '',
      phone: '',
      email: '',
      vcardCompany: '',
      vcardUrl: '',
    },
  }));
  await call<OrderDraft>(api, 'put', '/orders/draft', { cards, step: 2 });
  const draft = await call<OrderDraft>(api, 'put', '/orders/draft', {
    shippingAddress: ADDRESS,
    couponCodes,
    step: 5,
  });
  expect(draft.problems).toEqual([]);
  return call<OrderDetail>(api, 'post', '/orders/draft/submit', { total: draft.totals.total });
}
