// The content editor ships none of its code to visitors (issue 35): the built site (`bun run build`, site/dist)
// holds no file that names Keystatic, and no route of the editor. Run after a build, as the browser tests are.
import { expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const DIST = join(import.meta.dir, '../../site/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('the built site contains no code of the content editor', () => {
  expect(existsSync(DIST), 'site/dist is missing: run `bun run build` first').toBe(true);
  const files = filesUnder(DIST);
  expect(files.length).toBeGreaterThan(50);
  const naming = files.filter(
    (file) => /keystatic/i.test(file) || /keystatic/i.test(readFileSync(file, 'latin1')),
  );
  expect(naming.map((file) => relative(DIST, file))).toEqual([]);
});
