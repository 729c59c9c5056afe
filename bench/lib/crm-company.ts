// A company of the bench with HubSpot connected (bench/scan-to-crm.ts): its owner and colleagues written into the
// running server's database (as the seed writes accounts; a membership as the company dialog's invitation ends),
// each signed in over HTTP from their own phone's address, an event to scan at, and HubSpot connected by the
// owner as a browser walks the OAuth flow, against the stand-in the server was started with.
import { openDatabase } from '@db/client';
import { companies, memberships, users } from '@db/schema';
import { inArray } from 'drizzle-orm';
import { shortId } from '../../api/src/platform/crypto';
import type { HubSpotStandIn } from '../../api/test/hubspot-stand-in';
import { type Account, login, nextIp } from './accounts';
import type { ServerHandle } from './server';

/** A signed-in person of the company: the Cookie header their phone sends and its address. */
export type Phone = { account: Account; cookie: string; ip: string; shortId: string };

/**
 * A request as `phone` (its cookie and address), as the dashboard sends it: a 401 (the access token ran out: the
 * bench runs longer than its lifetime) signs in again, and a connection the server closed under a reused socket
 * is tried again, once each (a capture carries its key: sent twice it is one lead).
 */
export async function send(server: ServerHandle, phone: Phone, path: string, init: RequestInit = {}) {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(`${server.url}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: phone.cookie,
          'x-forwarded-for': phone.ip,
        },
      });
    } catch (error) {
      if (attempt > 0) throw error;
      continue;
    }
    if (res.status !== 401 || attempt > 0) return res;
    await res.arrayBuffer();
    phone.cookie = await login(server, phone.account, phone.ip);
  }
}

/** A call to the API as `phone`; answers the envelope's data, throws on anything but 2xx. */
export async function call<T>(
  server: ServerHandle,
  phone: Phone,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await send(server, phone, path, {
    method,
    headers: isForm || body === undefined ? {} : { 'content-type': 'application/json' },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text).data as T;
}

/** The company, its people (the owner first) and its event; HubSpot connected by the owner. */
export async function connectedCompany(
  server: ServerHandle,
  accounts: Account[],
  hubspot: HubSpotStandIn,
): Promise<{ companyShortId: string; phones: Phone[]; eventShortId: string }> {
  const database = await openDatabase({ url: `file:${server.dataDir}/dynacard.db` });
  const companyShortId = shortId();
  try {
    const { db } = database;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          accounts.map((a) => a.email),
        ),
      );
    const idOf = (a: Account) => people.find((p) => p.email === a.email)!.id;
    const now = Date.now();
    const [company] = await db
      .insert(companies)
      .values({
        shortId: companyShortId,
        name: 'Nordvik Bygg AB',
        createdByUserId: idOf(accounts[0]),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await db.insert(memberships).values(
      accounts.map((a, i) => ({
        shortId: shortId(),
        companyId: company.id,
        userId: idOf(a),
        state: i === 0 ? ('owner' as const) : ('colleague' as const),
        invitedAt: now,
        joinedAt: now,
        updatedAt: now,
      })),
    );
  } finally {
    database.close();
  }

  const phones: Phone[] = [];
  for (const account of accounts) {
    const ip = nextIp();
    const phone: Phone = { account, cookie: await login(server, account, ip), ip, shortId: '' };
    phone.shortId = (await call<{ shortId: string }>(server, phone, 'GET', '/api/v1/users/me')).shortId;
    phones.push(phone);
  }
  const owner = phones[0];
  const event = await call<{ shortId: string }>(
    server,
    owner,
    'POST',
    `/api/v1/companies/${companyShortId}/lead-events`,
    { name: 'Elmia 2027' },
  );

  // HubSpot, as the owner's browser connects it: the address, the CRM's page (the stand-in approves), the callback.
  const start = await call<{ url: string }>(
    server,
    owner,
    'POST',
    `/api/v1/companies/${companyShortId}/crm/connect/hubspot`,
  );
  const atCrm = await fetch(start.url, { redirect: 'manual' });
  const callback = new URL(atCrm.headers.get('location') ?? '');
  const back = await send(server, owner, `${callback.pathname}${callback.search}`, { redirect: 'manual' });
  await back.arrayBuffer();
  const status = await call<{ connection: { state: string } | null }>(
    server,
    owner,
    'GET',
    `/api/v1/companies/${companyShortId}/crm`,
  );
  if (status.connection?.state !== 'connected')
    throw new Error(`HubSpot did not connect: ${JSON.stringify(status)} (stand-in ${hubspot.origin})`);
  return { companyShortId, phones, eventShortId: event.shortId };
}
