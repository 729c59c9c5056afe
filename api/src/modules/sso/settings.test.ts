import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { companySso } from '@db/schema';
import { derivedToken, proofRecord } from '../../platform/dns-proof';
import { colleague, company, person } from '../companies/test-kit';
import { ssoWorld } from './test-kit';

let w: Awaited<ReturnType<typeof ssoWorld>>;
type Settings = {
  provider: string | null;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  requireSso: boolean;
  redirectUri: string;
  domains: { domain: string; verified: boolean; record: { name: string; value: string } }[];
};

beforeAll(async () => {
  w = await ssoWorld();
});
afterAll(() => w.close());

describe("a company's mail domains", () => {
  test('added, the domain shows the TXT record to publish; verified once DNS has it', async () => {
    const added = await w.owner.c.post<Settings>(`${w.base}/domains`, { domain: 'Proof.Test' });
    expect(added.status).toBe(201);
    const record = proofRecord(
      'proof.test',
      derivedToken(w.t.deps.config.secret, w.acme.shortId, 'proof.test'),
    );
    expect(added.body.data.domains).toEqual([
      { domain: 'proof.test', verified: false, verifiedAt: null, record } as never,
    ]);
    expect(record.name).toBe('_dynacard.proof.test');
    expect(record.value).toMatch(/^dynacard-verify=[\w-]{32}$/);

    const early = await w.owner.c.post(`${w.base}/domains/proof.test/verify`);
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({
      field: 'domain',
      message: 'The TXT record _dynacard.proof.test was not found',
    });

    w.dns.set(record.name, { txt: ['dynacard-verify=not-ours'] });
    const wrong = await w.owner.c.post(`${w.base}/domains/proof.test/verify`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The TXT record _dynacard.proof.test does not hold the code we gave');

    w.dns.set(record.name, { txt: [record.value] });
    const ok = await w.owner.c.post<Settings>(`${w.base}/domains/proof.test/verify`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.domains[0]).toMatchObject({ domain: 'proof.test', verified: true });
  });

  test('a domain that is not a domain is a 422 and nothing is added', async () => {
    for (const domain of ['acme', 'http://acme.se', 'acme..se', `${'a'.repeat(64)}.se`]) {
      const res = await w.owner.c.post(`${w.base}/domains`, { domain });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({
        field: 'domain',
        message: 'Enter a mail domain such as acme.se',
      });
    }
    const now = await w.owner.c.get<Settings>(w.base);
    expect(now.body.data.domains.map((d) => d.domain)).toEqual(['proof.test']);
  });

  test('a domain verified by one company cannot be verified by another (the first wins)', async () => {
    const other = await person(w.t);
    const rival = await company(other.c, { name: 'Rival AB' });
    const res = await w.proveDomain('proof.test', other.c, rival.shortId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Another company has already verified this domain');
  });

  test('DNS that does not answer is a 503 with a clear message, not a stalled request', async () => {
    w.dns.stall(true);
    try {
      await w.owner.c.post(`${w.base}/domains`, { domain: 'slow.test' });
      const res = await w.owner.c.post(`${w.base}/domains/slow.test/verify`);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('DNS could not be asked just now; try again in a minute');
    } finally {
      w.dns.stall(false);
    }
  });
});

describe("a company's provider", () => {
  test('connecting needs the secret, which is stored sealed and never returned', async () => {
    const missing = await w.connect({ clientSecret: undefined });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ field: 'clientSecret' });
    const saved = await w.connect();
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      provider: 'oidc',
      issuer: w.idp.issuer,
      clientId: w.idp.clientId,
      hasClientSecret: true,
      redirectUri: 'http://localhost/api/v1/auth/sso/callback',
    });
    expect(JSON.stringify(saved.body)).not.toContain(w.idp.clientSecret);
    const [row] = await w.t.db.select().from(companySso);
    expect(row.clientSecret).not.toContain(w.idp.clientSecret);
    // A change without a secret keeps the stored one.
    const kept = await w.connect({ clientSecret: undefined, requireSso: true });
    expect(kept.body.data).toMatchObject({ hasClientSecret: true, requireSso: true });
  });

  test('Entra ID and Google Workspace get their issuers; Entra ID needs its tenant', async () => {
    const entra = await w.connect({
      provider: 'microsoft',
      tenant: 'contoso.onmicrosoft.com',
      issuer: undefined,
    });
    expect(entra.body.data).toMatchObject({
      issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
      tenant: 'contoso.onmicrosoft.com',
    });
    const noTenant = await w.connect({ provider: 'microsoft', issuer: undefined });
    expect(noTenant.status).toBe(422);
    expect(noTenant.body.errors[0]).toMatchObject({ field: 'tenant' });
    const google = await w.connect({ provider: 'google', issuer: undefined });
    expect(google.body.data).toMatchObject({ issuer: 'https://accounts.google.com', tenant: '' });
  });

  test('only owners see or change the settings; outsiders get 404', async () => {
    const member = await colleague(w.t, w.acme.shortId);
    expect((await member.c.get(w.base)).status).toBe(403);
    expect(
      (await member.c.send('PUT', w.base, { provider: 'google', clientId: 'x', requireSso: false })).status,
    ).toBe(403);
    expect((await member.c.post(`${w.base}/domains`, { domain: 'mine.test' })).status).toBe(403);
    const stranger = await person(w.t);
    expect((await stranger.c.get(w.base)).status).toBe(404);
    expect((await stranger.c.post(`${w.base}/domains/proof.test/verify`)).status).toBe(404);
    expect((await stranger.c.delete(`${w.base}/domains/proof.test`)).status).toBe(404);
    expect((await w.t.client().get(w.base)).status).toBe(401);
  });
});
