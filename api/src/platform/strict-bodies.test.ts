// Every operation with a body, from the OpenAPI document (issue 20): a body of another content type is refused
// with 415, a JSON body that is not an object, has a property its schema does not name, or a field of the wrong
// JSON type (an integer sent as "16", "0x10" or "1e2") with 422 naming it, always in the envelope, and nothing in
// the database changes. Signed in as an administrator with a subscription, so that no refusal is a 401 or 403.
// A fixed seed and a few runs per operation and kind keep it repeatable and quick.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { BASE, createTestApp, type TestApp } from '../../test/harness';
import { person } from '../modules/companies/test-kit';

const SEED = 20261128;
const RUNS = 10;
// SCIM's bodies (application/scim+json) are read and checked by scimmy against RFC 7643's schemas (scim.test.ts).
const SKIPPED = [/^\/sse\//, /^\/api\/docs/, /^\/scim\//];

type Schema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** A path parameter of the right shape (a made-up id, a version number), so that the body is what is judged. */
const parameter = (operation: Operation, name: string) => {
  const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  return /"(integer|number)"/.test(JSON.stringify(schema ?? {})) ? '1' : 'x0x0x0x0x0';
};
type Case = { method: string; path: string; types: string[]; schema: Schema; files: boolean };

let t: TestApp;
let cases: Case[] = [];
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  const admin = await person(t, { role: 'administrator', subscriber: true });
  cookie = [...admin.c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const doc = (await (await t.handle(new Request(`${BASE}/api/docs/json`))).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  cases = Object.entries(doc.paths)
    .filter(([path]) => !SKIPPED.some((skip) => skip.test(path)))
    .flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const types = Object.keys(content);
        if (!types.length) return [];
        const files = types.includes('multipart/form-data');
        const schema = (content['application/json'] ?? content['multipart/form-data']).schema ?? {};
        return [
          {
            method: method.toUpperCase(),
            path: path.replace(/\{([^}]+)\}/g, (_, name) => parameter(operation, name)),
            types,
            schema,
            files,
          },
        ];
      }),
    );
});
afterAll(() => t.close());

/** Every row of every table: what a refused request must leave as it was. */
async function snapshot(): Promise<string> {
  const tables = await t.db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
  );
  const rows = [];
  for (const { name } of tables)
    rows.push(name, await t.db.all(sql.raw(`select * from "${name}" order by 1`)));
  return JSON.stringify(rows);
}

type Answer = {
  status: number;
  body: { success: boolean; statusCode: number; message: string; errors: { field?: string }[] };
};

async function send(c: Case, body: string, type: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { cookie, 'x-target-lang': 'en', 'x-forwarded-for': '10.9.9.9' };
  if (type) headers['content-type'] = type;
  const response = await t.handle(
    new Request(`${BASE}${c.path}`, { method: c.method, headers, body: new TextEncoder().encode(body) }),
  );
  const text = await response.text();
  const answer = { status: response.status, body: JSON.parse(text) };
  expect(Object.keys(answer.body).sort(), text).toEqual([
    'data',
    'errors',
    'message',
    'statusCode',
    'success',
  ]);
  expect([answer.body.success, answer.body.statusCode], text).toEqual([false, answer.status]);
  return answer;
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? undefined : schema.type);
const jsonValue = fc.jsonValue({ maxDepth: 2 });
/** A JSON value of another type than the field's: integers as strings in any base, strings as numbers… */
const wrongFor = (schema: Schema): fc.Arbitrary<unknown> | undefined => {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom('0x10', '1e2', '0b11', '16', '2', ' 3 '),
        fc.integer().map(String),
        fc.boolean(),
      );
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.constant(['x']));
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, 'on');
    case 'array':
      return fc.constantFrom('[]', 'x', 1, { length: 0 });
    default:
      return undefined;
  }
};

/** Runs `property` for every case, checking that the database is as it was after each operation's runs. */
async function everyOperation(
  kind: string,
  runs: (c: Case) => fc.Arbitrary<() => Promise<void>> | undefined,
) {
  let checked = 0;
  for (const [index, c] of cases.entries()) {
    const arbitrary = runs(c);
    if (!arbitrary) continue;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(arbitrary, (run) => run()),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
    expect(await snapshot(), `${kind}: ${c.method} ${c.path} changed the database`).toBe(before);
    checked++;
    if (process.env.STRICT_COUNTS) console.log(kind, c.method, c.path);
  }
  return checked;
}

describe('every operation takes only the body it documents', () => {
  test('the document: every body is an object, and there are many operations', () => {
    expect(cases.length).toBeGreaterThan(50);
    for (const c of cases) expect([c.method, c.path, typeOf(c.schema)]).toEqual([c.method, c.path, 'object']);
  });

  test('another content type: 415', async () => {
    const checked = await everyOperation('content type', (c) =>
      fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'text/csv',
            'application/octet-stream',
            undefined,
            ...(c.files ? [] : ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz']),
          ),
          fc.oneof(
            jsonValue.map((v) => JSON.stringify(v)),
            fc.constantFrom('a=1&b=2', '<a>1</a>', '{}'),
          ),
        )
        .map(([type, body]) => async () => {
          const answer = await send(c, body, type);
          expect([c.method, c.path, type, answer.status]).toEqual([c.method, c.path, type, 415]);
        }),
    );
    expect(checked).toBe(cases.length);
  }, 120_000);

  test('JSON that is not an object, or nested deeper than any request shape: 422', async () => {
    const checked = await everyOperation('not an object', (c) =>
      c.files && !c.types.includes('application/json')
        ? undefined
        : fc
            .oneof(
              fc.constantFrom(
                'null',
                '[]',
                '"x"',
                '123',
                'true',
                '[{}]',
                `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
              ),
              fc.array(jsonValue, { maxLength: 3 }).map((v) => JSON.stringify(v)),
              fc.string({ maxLength: 20 }).map((v) => JSON.stringify(v)),
            )
            .map((body) => async () => {
              const answer = await send(c, body, 'application/json');
              expect([c.method, c.path, body.slice(0, 20), answer.status]).toEqual([
                c.method,
                c.path,
                body.slice(0, 20),
                422,
              ]);
            }),
    );
    expect(checked).toBeGreaterThan(45);
  }, 120_000);

  test('a property the schema does not name: 422 naming it', async () => {
    const checked = await everyOperation('unknown property', (c) => {
      if (c.files || c.schema.additionalProperties === true) return undefined;
      const names = Object.keys(c.schema.properties ?? {});
      const unknown = fc
        .oneof(
          fc.constantFrom('total', 'vat', 'unitPrice', 'id', 'role', 'userId'),
          fc.string({ minLength: 1, maxLength: 12 }),
        )
        .filter(
          (key) => !names.includes(key) && key !== '__proto__' && !key.includes('.') && !key.includes('/'),
        );
      const known = fc.record(Object.fromEntries(names.map((name) => [name, jsonValue])), {
        requiredKeys: [],
      });
      return fc.tuple(unknown, jsonValue, known).map(([key, value, rest]) => async () => {
        // The unknown property first: the answer names the first property it cannot take.
        const body = `{${JSON.stringify(key)}:${JSON.stringify(value)}${Object.keys(rest).length ? `,${JSON.stringify(rest).slice(1)}` : '}'}`;
        const answer = await send(c, body, 'application/json');
        expect([c.method, c.path, answer.status, answer.body.errors[0]?.field]).toEqual([
          c.method,
          c.path,
          422,
          key,
        ]);
        expect(answer.body.message).toBe(`Unknown field: ${key}`);
      });
    });
    expect(checked).toBeGreaterThan(40);
  }, 120_000);

  test('a form field the schema does not name (the uploads, their JSON form too): 422 naming it', async () => {
    const checked = await everyOperation('unknown form field', (c) => {
      if (!c.files) return undefined;
      const names = new Set(Object.keys(c.schema.properties ?? {}));
      const unknown = fc
        .oneof(
          fc.constantFrom('total', 'vat', 'unitPrice', 'id', 'role', 'userId', 'zzz'),
          fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/),
        )
        .filter((key) => !names.has(key) && key !== '__proto__');
      const asJson = c.types.includes('application/json');
      return fc
        .tuple(unknown, fc.string({ maxLength: 8 }), fc.boolean())
        .map(([key, value, json]) => async () => {
          let answer: Answer;
          if (json && asJson) answer = await send(c, JSON.stringify({ [key]: value }), 'application/json');
          else {
            const form = new FormData();
            form.set(key, value);
            const request = new Request('http://x/', { method: 'POST', body: form });
            const type = request.headers.get('content-type') ?? '';
            answer = await send(c, await request.text(), type);
          }
          expect([c.method, c.path, key, answer.status, answer.body.errors[0]?.field]).toEqual([
            c.method,
            c.path,
            key,
            422,
            key,
          ]);
          expect(answer.body.message).toBe(`Unknown field: ${key}`);
        });
    });
    expect(checked).toBeGreaterThan(10);
  }, 120_000);

  test('a field of the wrong JSON type (an integer as a string in any base): 422 naming the field', async () => {
    const checked = await everyOperation('wrong type', (c) => {
      if (c.files) return undefined;
      const fields = Object.entries(c.schema.properties ?? {}).flatMap(([name, schema]) => {
        const wrong = wrongFor(schema);
        return wrong ? [fc.tuple(fc.constant(name), wrong)] : [];
      });
      if (!fields.length) return undefined;
      return fc.oneof(...fields).map(([name, value]) => async () => {
        const answer = await send(c, JSON.stringify({ [name]: value }), 'application/json');
        expect([c.method, c.path, name, value, answer.status]).toEqual([c.method, c.path, name, value, 422]);
        // The field, or a place in it (a number where a list is expected is named as its first item).
        const named = answer.body.errors.some((e) => e.field === name || e.field?.startsWith(`${name}.`));
        expect(named, JSON.stringify({ path: c.path, name, value, errors: answer.body.errors })).toBe(true);
      });
    });
    expect(checked).toBeGreaterThan(30);
  }, 120_000);
});
