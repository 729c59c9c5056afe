import { describe, expect, test } from 'bun:test';
import { MB } from '@shared/constants';
import { checkFiles, isAcceptedName, nextIdle, type UploadItem, uploadReducer } from './uploads';

describe('checks before upload', () => {
  test('accepted types by extension', () => {
    for (const ok of ['a.PDF', 'b.docx', 'c.jpeg', 'song.mp3', 'film.mov', 'list.csv', 'book.epub'])
      expect(isAcceptedName(ok)).toBe(true);
    for (const bad of ['x.exe', 'x.svg', 'x.html', 'noext', 'x.heic'])
      expect(isAcceptedName(bad)).toBe(false);
  });

  test('type, size, emptiness, duplicates and quota, in the order chosen', () => {
    const chosen = [
      { name: 'a.pdf', size: 5 * MB },
      { name: 'virus.exe', size: 10 },
      { name: 'big.mp4', size: 21 * MB },
      { name: 'there.pdf', size: 100 },
      { name: 'a.pdf', size: 5 * MB },
      { name: 'empty.txt', size: 0 },
      { name: 'b.pdf', size: 4 * MB },
      { name: 'c.pdf', size: 2 * MB },
    ];
    const result = checkFiles(chosen, [{ name: 'there.pdf', size: 100 }], { freeBytes: 10 * MB });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['virus.exe', 'type'],
      ['big.mp4', 'size'],
      ['there.pdf', 'duplicate'],
      ['a.pdf', 'duplicate'],
      ['empty.txt', 'empty'],
      ['c.pdf', 'quota'],
    ]);
  });

  test('exactly 20 MB is allowed, one byte more is not', () => {
    const r = checkFiles(
      [
        { name: 'edge.pdf', size: 20 * MB },
        { name: 'over.pdf', size: 20 * MB + 1 },
      ],
      [],
    );
    expect(r.accepted.map((f) => f.name)).toEqual(['edge.pdf']);
    expect(r.rejected[0].reason).toBe('size');
  });
});

describe('uploader states', () => {
  const add = (items: UploadItem[] = []) =>
    uploadReducer(items, {
      type: 'add',
      items: [
        { key: '1', name: 'a.pdf', size: 1 },
        { key: '2', name: 'b.pdf', size: 2 },
      ],
    });

  test('idle → uploading → uploaded, one at a time', () => {
    let items = add();
    expect(items.map((i) => i.state)).toEqual(['idle', 'idle']);
    expect(nextIdle(items)?.key).toBe('1');
    items = uploadReducer(items, { type: 'start', key: '1' });
    expect(nextIdle(items)).toBeUndefined();
    items = uploadReducer(items, { type: 'progress', key: '1', fraction: 0.456 });
    expect(items[0]).toMatchObject({ state: 'uploading', progress: 46 });
    items = uploadReducer(items, { type: 'done', key: '1' });
    expect(items[0]).toMatchObject({ state: 'uploaded', progress: 100 });
    expect(nextIdle(items)?.key).toBe('2');
  });

  test('failed files can be retried or dismissed; impossible steps change nothing', () => {
    let items = uploadReducer(add(), { type: 'start', key: '1' });
    items = uploadReducer(items, { type: 'fail', key: '1', error: 'Too big' });
    expect(items[0]).toMatchObject({ state: 'failed', error: 'Too big' });
    expect(uploadReducer(items, { type: 'progress', key: '1', fraction: 0.5 })).toEqual(items);
    expect(uploadReducer(items, { type: 'done', key: '1' })).toEqual(items);
    const retried = uploadReducer(items, { type: 'retry', key: '1' });
    expect(retried[0]).toMatchObject({ state: 'idle', error: undefined });
    expect(uploadReducer(items, { type: 'dismiss', key: '1' }).map((i) => i.key)).toEqual(['2']);
  });

  test('an upload in progress is not dismissed; finished ones clear', () => {
    let items = uploadReducer(add(), { type: 'start', key: '1' });
    expect(uploadReducer(items, { type: 'dismiss', key: '1' })).toHaveLength(2);
    items = uploadReducer(items, { type: 'done', key: '1' });
    expect(uploadReducer(items, { type: 'clearFinished' }).map((i) => i.key)).toEqual(['2']);
  });
});
