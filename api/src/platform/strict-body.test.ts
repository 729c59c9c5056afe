// Request bodies are strict JSON of the documented shape (issue 20): integers are JSON numbers (a string such as
// "0x10" or "1e2" is refused, not converted), a body of another content type gets 415, a JSON body that is not
// an object, nested 20,000 deep or carrying a property its schema does not name gets 422; nothing changes.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { DynatagDetail } from '@shared/types/dynatags';
import type { OrderDraft } from '@shared/types/orders';
import { BASE, createTestApp, type TestApp } from '../../test/harness';
import { createTag, ownerWithCompany, patchTag } from '../modules/dynatags/test-kit';
import { card, orderingWorld, putDraft } from '../modules/orders/test-kit';

let t: TestApp;
let w: Awaited<ReturnType<typeof orderingWorld>>;
let tagOwner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await orderingWorld(t);
  tagOwner = await ownerWithCompany(t);
});
afterAll(() => t.close());

type Client = ReturnType<TestApp['client']>;

/** A body sent as it is, with the client's cookies: what a script or an attacker sends. */
async function raw(c: Client, method: string, path: string, body: string, type?: string) {
  const headers: Record<string, string> = {
    'x-forwarded-for': c.ip,
    'x-target-lang': 'en',
    cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (type !== undefined) headers['content-type'] = type;
  if (!body) headers['content-length'] = '0';
  const res = await t.handle(
    new Request(`${BASE}${path}`, { method, headers, body: new TextEncoder().encode(body) }),
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      success: boolean;
      message: string;
      errors: { field?: string; message: string }[];
    },
  };
}

const draftOf = async () => (await w.owner.c.get<OrderDraft>('/api/v1/orders/draft')).body.data;

describe('PUT /orders/draft takes only the documented JSON object', () => {
  test('a draft to compare with', async () => {
    const res = await putDraft(w.owner.c, {
      companyId: w.company.shortId,
      step: 2,
      cards: [card(w.company.membershipId, { quantity: 3 })],
    });
    expect(res.status).toBe(200);
  });

  test('integers given as strings, in any base, are refused with the field message', async () => {
    const before = await draftOf();
    for (const quantity of ['0x10', '1e2', '16', '0b11']) {
      const res = await putDraft(w.owner.c, { cards: [card(w.company.membershipId, { quantity })] });
      expect([quantity, res.status, res.body.errors[0]?.field]).toEqual([quantity, 422, 'cards.0.quantity']);
      expect(res.body.message).toBe('Order 1 to 100 of a card');
    }
    const step = await putDraft(w.owner.c, { step: '2' });
    expect([step.status, step.body.errors[0]?.field]).toEqual([422, 'step']);
    expect(await draftOf()).toEqual(before);
  });

  test('a JSON body that is not an object, or nested 20,000 deep, is refused with 422', async () => {
    const before = await draftOf();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepInside = `{"cards":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    for (const body of ['null', '[]', '"x"', '123', 'true', deep, deepInside]) {
      const res = await raw(w.owner.c, 'PUT', '/api/v1/orders/draft', body, 'application/json');
      expect([body.slice(0, 12), res.status, res.body.success]).toEqual([body.slice(0, 12), 422, false]);
      expect(res.body.errors[0]?.field).toBe('body');
    }
    expect(await draftOf()).toEqual(before);
  });

  test('unknown properties are refused with 422 naming them, at any depth', async () => {
    const before = await draftOf();
    for (const [body, field] of [
      [{ total: 1 }, 'total'],
      [{ step: 3, vat: 0 }, 'vat'],
      [{ cards: [card(w.company.membershipId, { unitPrice: 1 })] }, 'cards.0.unitPrice'],
      [
        { cards: [card(w.company.membershipId, { design: { text: 'x', price: 0 } })] },
        'cards.0.design.price',
      ],
    ] as const) {
      const res = await putDraft(w.owner.c, body as Record<string, unknown>);
      expect([res.status, res.body.errors[0]?.field, res.body.message]).toEqual([
        422,
        field,
        `Unknown field: ${field}`,
      ]);
    }
    expect(await draftOf()).toEqual(before);
  });

  test('another content type is refused with 415, in the envelope', async () => {
    const before = await draftOf();
    for (const [body, type] of [
      ['{"step":4}', 'text/plain'],
      ['<draft><step>4</step></draft>', 'application/xml'],
      ['step=4', 'application/x-www-form-urlencoded'],
      ['{"step":4}', undefined],
    ] as const) {
      const res = await raw(w.owner.c, 'PUT', '/api/v1/orders/draft', body, type);
      expect([type, res.status, res.body.success]).toEqual([type, 415, false]);
      expect(res.body.message).toBe('Send the body as JSON (Content-Type: application/json)');
    }
    // No body at all (a browser's POST without one says Content-Length: 0) is judged by the schema, not the type.
    const empty = await raw(w.owner.c, 'PUT', '/api/v1/orders/draft', '', undefined);
    expect(empty.status).toBe(422);
    expect(await draftOf()).toEqual(before);
    // The same body as JSON is taken.
    expect(
      (await raw(w.owner.c, 'PUT', '/api/v1/orders/draft', '{"step":4}', 'application/json; charset=utf-8'))
        .status,
    ).toBe(200);
  });
});

describe('dynatag fields are JSON numbers', () => {
  test('passcode hours, widget perPage, iframe height and map zoom given as strings are refused', async () => {
    const tag = await createTag(tagOwner.owner.c, tagOwner.company.shortId, {
      name: 'Strict',
      passcode: 'secret1',
      modules: [
        { id: 'm', type: 'map', center: { lat: 57.7, lng: 11.97 }, zoom: 13 },
        { id: 'i', type: 'iframe', src: 'https://www.youtube-nocookie.com/embed/x', height: 300 },
        { id: 'h', type: 'plugin_htmlCommentBox', widget: '<div id="HCB_comment_box"></div>', perPage: 3 },
      ],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ passcodeTimer: { mode: 'lock', hours: '2' } }, 'passcodeTimer'],
      [{ modules: [{ ...tag.modules[0], zoom: '13' }] }, 'modules.0.zoom'],
      [{ modules: [{ ...tag.modules[1], height: '300' }] }, 'modules.0.height'],
      [{ modules: [{ ...tag.modules[2], perPage: '0b11' }] }, 'modules.0.perPage'],
    ];
    for (const [fields, field] of cases) {
      const res = await patchTag(tagOwner.owner.c, tag.id, { ...fields, baseVersion: tag.version });
      expect([field, res.status, res.body.errors[0]?.field]).toEqual([field, 422, field]);
    }
    const after = await tagOwner.owner.c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`);
    expect(after.body.data.modules).toEqual(tag.modules);
    expect(after.body.data.version).toBe(tag.version);
  });
});
