// The product pages' content (site/src/content/<page>/<lang>.yaml, issue 35) for tests that look for its words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Lang } from '../../shared/constants';

const CONTENT = 'site/src/content'; // Playwright runs from the repository's root

// biome-ignore lint/suspicious/noExplicitAny: the shape is the collection's schema, checked at build.
export function pageText(page: string, lang: Lang): any {
  return parse(readFileSync(join(CONTENT, page, `${lang}.yaml`), 'utf8'));
}
