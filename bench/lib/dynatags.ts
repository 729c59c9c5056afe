// Dynatags for the page scenarios, made through the owners' API as the editor makes them: an owner (a
// subscriber, written straight into the database like the other bench accounts) with a company, and tags.

import { join } from 'node:path';
import { openDatabase } from '@db/client';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagDetail } from '@shared/types/dynatags';
import { loadConfig } from '../../api/src/platform/config';
import { createDeps } from '../../api/src/platform/deps';
import { memoryLogger } from '../../api/src/platform/log';
import { type DemoAccount, upsertAccount } from '../../db/seed';
import { login } from './accounts';
import { BENCH_SECRET, type ServerHandle } from './server';

export { fiveTextAndLinkModules } from '../../api/src/modules/dynatags/public-test-kit';

/** A call of the API as a signed-in owner; the envelope's data, or an error with the answer. */
export async function callApi<T>(
  server: ServerHandle,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text).data as T;
}

/** The multipart body of a tag write: the fields as JSON in `json`. */
const tagForm = (fields: Record<string, unknown>) => {
  const form = new FormData();
  form.set('json', JSON.stringify(fields));
  return form;
};

/** A signed-in owner of a new company (`prefix` keeps the accounts of two scenarios apart). */
export async function tagOwner(server: ServerHandle, prefix: string) {
  const account: DemoAccount = {
    email: `${prefix}@bench.local`,
    username: prefix,
    password: 'bench-password-123',
    fullName: 'Anna Berg',
    description: 'Marketing at Nordvik Bygg.',
    role: 'user',
    plan: 'monthly',
  };
  const database = await openDatabase({ url: `file:${join(server.dataDir, 'dynacard.db')}` });
  try {
    const config = loadConfig({ DATA_DIR: server.dataDir, SECRET: BENCH_SECRET });
    await upsertAccount(createDeps(config, database, { log: memoryLogger() }), account);
  } finally {
    database.close();
  }
  const cookie = await login(server, account);
  const company = new FormData();
  // With billing info: a dynatag that raises the company's monthly price needs it (and the price confirmed).
  const billing = {
    orgNumber: '556677-8899',
    email: 'faktura@example.com',
    street: 'Storgatan 1',
    zipcode: '111 22',
    city: 'Göteborg',
    country: 'SE',
  };
  company.append('json', JSON.stringify({ name: 'Nordvik Bygg AB', color: '#0055aa', billing }));
  const { shortId } = await callApi<{ shortId: string }>(
    server,
    cookie,
    'POST',
    '/api/v1/companies',
    company,
  );
  return { cookie, companyShortId: shortId };
}

/** A new tag as the editor makes it; the company's monthly price it raises is confirmed (acceptMonthlyPrice). */
export async function createTag(
  server: ServerHandle,
  cookie: string,
  companyShortId: string,
  fields: { name: string; label: string; modules: DynatagModule[] } & Record<string, unknown>,
) {
  const path = `/api/v1/dynatags/companies/${companyShortId}`;
  const first = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie },
    body: tagForm(fields),
  });
  const answer = (await first.json()) as { data: { reason?: string; next?: number } | DynatagDetail };
  if (first.status === 201) return answer.data as DynatagDetail;
  const price = first.status === 409 ? (answer.data as { next?: number } | null)?.next : undefined;
  if (price === undefined)
    throw new Error(`POST ${path} answered ${first.status}: ${JSON.stringify(answer)}`);
  return callApi<DynatagDetail>(
    server,
    cookie,
    'POST',
    path,
    tagForm({ ...fields, acceptMonthlyPrice: price }),
  );
}

/** A save on top of `baseVersion`, as the editor sends it; answers the tag with its new version. */
export const patchTag = (server: ServerHandle, cookie: string, id: string, fields: Record<string, unknown>) =>
  callApi<DynatagDetail>(server, cookie, 'PATCH', `/api/v1/dynatags/${id}`, tagForm(fields));
