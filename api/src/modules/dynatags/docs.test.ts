// The owners' dynatag calls in the OpenAPI document: every route listed, the write bodies as multipart and
// JSON, and the modules as a discriminated union (oneOf the 13 titled module schemas, discriminator `type`).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DynatagModules, MODULE_TYPES } from '@shared/schemas/dynatag-modules';
import { getSchemaValidator, type TSchema, t as Type } from 'elysia';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { EnvelopeOf } from '../../platform/envelope';
import { DynatagDetailData, DynatagListData, DynatagVersionData } from './response-schemas';
import { createTag, ownerWithCompany, patchTag, pdf } from './test-kit';

type Node = {
  type?: string;
  title?: string;
  oneOf?: Node[];
  anyOf?: Node[];
  items?: Node;
  discriminator?: { propertyName: string };
  properties?: Record<string, Node>;
};
type Operation = {
  requestBody?: { content?: Record<string, { schema: Node }> };
  responses: Record<string, { content?: Record<string, { schema: Node }> }>;
};

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await (await t.handle(new Request(`${BASE}/api/docs/json`))).json()).paths;
});
afterAll(() => t.close());

/** The module list of a schema is oneOf the 15 types, each titled, discriminated by `type`. */
function expectModuleUnion(list: Node | undefined) {
  const union = list?.items;
  expect(union?.discriminator).toEqual({ propertyName: 'type' });
  expect(union?.anyOf).toBeUndefined();
  expect(union?.oneOf?.map((m) => m.title)).toEqual([...MODULE_TYPES]);
  expect(union?.oneOf?.map((m) => (m.properties?.type as { const?: string } | undefined)?.const)).toEqual([
    ...MODULE_TYPES,
  ]);
}

describe('the dynatag calls in the API reference', () => {
  test('every owners’ route is documented', () => {
    const expected = {
      '/api/v1/dynatags/companies/{companyId}': ['get', 'post'],
      '/api/v1/dynatags/{id}': ['get', 'patch', 'delete'],
      '/api/v1/dynatags/{id}/folder': ['put'],
      '/api/v1/dynatags/{id}/files': ['post', 'delete'],
      '/api/v1/dynatags/{id}/versions': ['get'],
      '/api/v1/dynatags/{id}/versions/{version}/restore': ['post'],
      '/api/v1/dynatags/{id}/import': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods)
        expect([path, method, !!paths[path]?.[method]]).toEqual([path, method, true]);
    }
  });

  test('writes take multipart (json + files) or JSON, whose modules are a discriminated union', () => {
    for (const [path, method] of [
      ['/api/v1/dynatags/companies/{companyId}', 'post'],
      ['/api/v1/dynatags/{id}', 'patch'],
    ]) {
      const content = paths[path][method].requestBody?.content ?? {};
      expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
      expect(Object.keys(content['multipart/form-data'].schema.properties ?? {})).toEqual(['json', 'files']);
      expectModuleUnion(content['application/json'].schema.properties?.modules);
    }
    const patch = paths['/api/v1/dynatags/{id}'].patch.requestBody?.content?.['application/json'].schema;
    expect(patch?.properties?.baseVersion).toBeDefined();
  });

  test('the answer of a tag documents its modules as the same union', () => {
    const data =
      paths['/api/v1/dynatags/{id}'].get.responses['200'].content?.['application/json'].schema.properties
        ?.data;
    expectModuleUnion(data?.properties?.modules);
  });
});

describe('answers match the document', () => {
  const expectFits = (schema: TSchema, body: unknown) => {
    const validator = getSchemaValidator(EnvelopeOf(schema));
    const errors = validator.Check(body)
      ? []
      : [...validator.Errors(body)].map((e) => `${e.path}: ${e.message}`);
    expect(errors).toEqual([]);
  };

  test('list, detail and versions answer their documented shapes', async () => {
    const { owner, company, listPath } = await ownerWithCompany(t);
    const tag = await createTag(
      owner.c,
      company.shortId,
      {
        name: 'Documented',
        passcode: '1',
        passcodeTimer: { mode: 'lock', hours: 1 },
        geolock: { lat: 1, lng: 2, distance: 50 },
        modules: [{ id: 'p', type: 'pdf', file: 'upload:0' }],
      },
      [pdf()],
    );
    await patchTag(owner.c, tag.id, { baseVersion: 1, label: 'x' });
    expectFits(DynatagListData, (await owner.c.get(listPath)).body);
    // The documented union is for the document; answers are checked with the schemas requests are checked with.
    const detail = Type.Composite([
      Type.Omit(DynatagDetailData, ['modules']),
      Type.Object({ modules: DynatagModules }),
    ]);
    expectFits(detail, (await owner.c.get(`/api/v1/dynatags/${tag.id}`)).body);
    expectFits(
      Type.Array(DynatagVersionData),
      (await owner.c.get(`/api/v1/dynatags/${tag.id}/versions`)).body,
    );
  });
});
