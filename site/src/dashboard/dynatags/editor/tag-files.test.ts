import { describe, expect, test } from 'bun:test';
import { MB } from '@shared/constants';
import { parseCoordinates } from './GeolockFields';
import { checkTagFiles, filesOf } from './tag-files';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe("a tag's files before upload", () => {
  test('20 MB per file, the type, and the 10 files of a tag, in the order chosen', () => {
    const existing = Array.from({ length: 8 }, (_, i) => ({ name: `f${i}.pdf`, size: 10 }));
    const { accepted, rejected } = checkTagFiles(
      [
        file('a.pdf', 5),
        file('big.pdf', 20 * MB + 1),
        file('tool.exe', 5),
        file('b.pdf', 5),
        file('c.pdf', 5),
      ],
      existing,
      80,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['big.pdf', 'size'],
      ['tool.exe', 'type'],
      ['c.pdf', 'count'],
    ]);
  });

  test("what no longer fits in the tag's 20 MB is refused as quota", () => {
    const { accepted, rejected } = checkTagFiles([file('a.pdf', 2 * MB), file('b.pdf', 2 * MB)], [], 17 * MB);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected.map((r) => r.reason)).toEqual(['quota']);
  });

  test('the answer of a files call as the list and the quota', () => {
    const files = [{ id: 'x', name: 'a', mime: 'text/plain', size: 3, path: '/f' }];
    expect(filesOf(files)).toEqual({ files, usedBytes: 3 });
    expect(filesOf({ files, usedBytes: 7, version: 2 })).toEqual({ files, usedBytes: 7, version: 2 });
    expect(filesOf(null)).toBeNull();
  });
});

test('coordinates typed as "lat, lng", "lat; lng" or "lat lng"; out of range is refused', () => {
  expect(parseCoordinates(' 59.3293, 18.0686 ')).toEqual({ lat: 59.3293, lng: 18.0686 });
  expect(parseCoordinates('65.5848; 22.1547')).toEqual({ lat: 65.5848, lng: 22.1547 });
  expect(parseCoordinates('-33.86 151.21')).toEqual({ lat: -33.86, lng: 151.21 });
  expect(parseCoordinates('91, 10')).toBeNull();
  expect(parseCoordinates('Stockholm')).toBeNull();
});
