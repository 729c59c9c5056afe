import { afterAll, expect, test } from 'bun:test';
import { createTestApp } from '../../../test/harness';

const t = await createTestApp({ MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
afterAll(() => t.close());

test('the map tile source is the configured MAP_TILE_URL, public and cacheable', async () => {
  const res = await t.client().get('/api/v1/general/map-tiles');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({
    url: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    attribution: expect.stringContaining('OpenStreetMap'),
  });
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
});

test('without MAP_TILE_URL the tiles are OpenStreetMap’s', async () => {
  const plain = await createTestApp();
  try {
    const res = await plain.client().get('/api/v1/general/map-tiles');
    expect((res.body.data as { url: string }).url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  } finally {
    await plain.close();
  }
});
