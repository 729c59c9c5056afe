import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { inquiries } from '@db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope', () => {
  test('unknown API route is 404 in the envelope, in the asked language', async () => {
    const res = await t.client({ lang: 'en' }).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'There is no such address in the API',
    });
  });

  test('Accept-Language picks Finnish when no explicit language is sent', async () => {
    const res = await t.client().get('/api/v1/nothing-here', { 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(res.body.message).toBe('API:ssa ei ole tällaista osoitetta');
  });

  test('Swedish is the default language', async () => {
    const res = await t.client().get('/api/v1/nothing-here');
    expect(res.body.message).toBe('Det finns ingen sådan adress i API:t');
  });

  test('a JSON body over 1 MB is refused with 413 and nothing is stored', async () => {
    const res = await t.client({ lang: 'en' }).post('/api/v1/general/inquiries', {
      name: 'x',
      email: 'x@example.com',
      subject: 's',
      message: 'm'.repeat(1_100_000),
      altcha: 'x',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large');
    expect(await t.db.select().from(inquiries)).toHaveLength(0);
  });

  test('security headers are on every response', async () => {
    const res = await t.client().get('/api/v1/general/challenge');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test('a cookie-authenticated write from another site is refused', async () => {
    const res = await t
      .client({ lang: 'en' })
      .post(
        '/api/v1/auth/logout',
        {},
        { cookie: 'dc_access=x', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Requests from other sites are not allowed');
  });
});

describe('inquiries', () => {
  test('the contact form is stored and mailed to sales over SMTP', async () => {
    const c = t.client({ lang: 'en' });
    const res = await c.post('/api/v1/general/inquiries', {
      name: 'Anna Andersson',
      email: 'Anna@Example.com',
      subject: 'Cards for 40 people',
      message: 'Hello, we would like to order cards.',
      altcha: await t.solveAltcha(),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! We will get back to you soon');
    const mail = await t.smtp.waitFor(t.deps.config.mail.salesEmail);
    expect(mail.subject).toContain('Anna Andersson');
    expect(mail.text).toContain('Hello, we would like to order cards.');
    const rows = await t.db.select().from(inquiries);
    expect(rows.at(-1)).toMatchObject({ email: 'anna@example.com', subject: 'Cards for 40 people' });
  });

  test('a missing, forged or replayed human check is refused', async () => {
    const c = t.client({ lang: 'en' });
    const body = { name: 'Bot', email: 'bot@example.com', subject: 'Spam', message: 'Buy now' };
    const before = (await t.db.select().from(inquiries)).length;
    const missing = await c.post('/api/v1/general/inquiries', body);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Please confirm that you are not a robot');
    const forged = await c.post('/api/v1/general/inquiries', { ...body, altcha: btoa('{"number":1}') });
    expect(forged.body.message).toBe('Please confirm that you are not a robot');
    const altcha = await t.solveAltcha();
    expect((await c.post('/api/v1/general/inquiries', { ...body, altcha })).status).toBe(201);
    const replay = await c.post('/api/v1/general/inquiries', { ...body, altcha });
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0]).toEqual({
      message: 'Please confirm that you are not a robot',
      field: 'altcha',
    });
    expect(await t.db.select().from(inquiries)).toHaveLength(before + 1);
  });

  test('more than 5 inquiries an hour from one IP get 429 with Retry-After', async () => {
    const c = t.client({ lang: 'en' });
    const body = { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' };
    for (let i = 0; i < 5; i++) {
      expect(
        (await c.post('/api/v1/general/inquiries', { ...body, altcha: await t.solveAltcha() })).status,
      ).toBe(201);
    }
    const limited = await c.post('/api/v1/general/inquiries', { ...body, altcha: await t.solveAltcha() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds?$/);
    t.clock.advance(61 * 60_000);
    expect(
      (await c.post('/api/v1/general/inquiries', { ...body, altcha: await t.solveAltcha() })).status,
    ).toBe(201);
  });
});
