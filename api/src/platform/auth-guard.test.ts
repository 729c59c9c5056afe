// Every operation the OpenAPI document marks as needing a signed-in caller refuses an anonymous one with 401
// before it reads anything it was sent: never a 422 that tells a stranger what the route expects. The document
// is the list, so operations added later are swept too.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { ADMIN_ROLE_EXTENSION, SIGNED_IN_SECURITY } from './auth';

type Operation = { security?: unknown; [ADMIN_ROLE_EXTENSION]?: string };

let t: TestApp;
let operations: { method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.handle(new Request('http://localhost/api/docs/json'))).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/** A made-up value for every path parameter (the guard answers before params are validated). */
const fill = (path: string) => path.replace(/\{[^}]+\}/g, 'made-up-1');

test('the operations for signed-in callers are marked in the document, the public ones are not', () => {
  const marked = operations.filter((o) => o.op.security).map((o) => `${o.method} ${o.path}`);
  const open = operations.filter((o) => !o.op.security).map((o) => `${o.method} ${o.path}`);
  expect(marked.length).toBeGreaterThan(100);
  for (const o of operations.filter((o) => o.op.security)) expect(o.op.security).toEqual(SIGNED_IN_SECURITY);
  expect(marked).toContain('POST /api/v1/users/me/api-keys');
  expect(marked).toContain('GET /api/v1/users/me');
  expect(open).toContain('POST /api/v1/auth/login');
  expect(open).toContain('GET /api/v1/profiles/{shortId}');
});

test('an anonymous caller gets 401 in the envelope from each of them, whatever the body', async () => {
  const failures: string[] = [];
  for (const { method, path } of operations.filter((o) => o.op.security)) {
    // An empty object fails every body schema: a 422 would mean validation ran before the guard.
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
    const res = await t.client({ lang: 'en' }).send(method, fill(path), hasBody ? {} : undefined);
    if (res.status !== 401 || res.body?.statusCode !== 401)
      failures.push(`${method} ${path}: ${res.status} ${res.body?.message}`);
  }
  expect(failures).toEqual([]);
});
