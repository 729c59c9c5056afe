import { describe, expect, test } from 'bun:test';
import { bulkFile, newer, progressOf } from './bulk-job';

const event = (message: unknown, actions = ['bulk-progress']) => ({
  service: 'dynatags' as const,
  actions,
  message: JSON.stringify(message),
});
const p = { id: 'j1', status: 'running' as const, total: 10, done: 3, failed: 1 };

describe('bulk job progress', () => {
  test("only the job's own progress events count", () => {
    expect(progressOf(event(p), 'j1')).toEqual(p);
    expect(progressOf(event(p), 'other')).toBeNull();
    expect(progressOf(event(p, ['refetch']), 'j1')).toBeNull();
    expect(
      progressOf({ service: 'dynatags', actions: ['bulk-progress'], message: 'not json' }, 'j1'),
    ).toBeNull();
  });
  test('progress never goes back; the end wins', () => {
    expect(newer({ ...p, done: 5 }, p).done).toBe(5);
    expect(newer(p, { ...p, done: 4 }).done).toBe(4);
    expect(newer({ ...p, done: 10 }, { ...p, done: 10, status: 'done' }).status).toBe('done');
  });
  test('download addresses carry the language', () => {
    expect(bulkFile('j1', 'qr.zip', { lang: 'sv', formats: 'png' })).toBe(
      '/api/v1/dynatags/bulk/j1/qr.zip?lang=sv&formats=png',
    );
  });
});
