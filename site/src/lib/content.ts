import { type CollectionEntry, getEntry } from 'astro:content';
import type { Lang } from '@shared/constants';
import type { CollectionName } from './content-schemas';
import { localizePath } from './i18n';

/** A product page's content in a language (site/src/content/<collection>/<lang>.yaml, checked at build). */
export async function pageContent<C extends CollectionName>(
  collection: C,
  lang: Lang,
): Promise<CollectionEntry<C>['data']> {
  const entry: { data: unknown } | undefined = await getEntry(collection, lang);
  if (!entry)
    throw new Error(`site/src/content/${collection}/${lang}.yaml: the page has no content in ${lang}`);
  return entry.data as CollectionEntry<C>['data'];
}

/**
 * A content link in the page's language: a page of the site gets the language's prefix; anchors, the API's
 * documentation and outside addresses stay as written.
 */
export function linkHref(href: string, lang: Lang): string {
  if (!href.startsWith('/') || href.startsWith('/api/')) return href;
  const [path, query] = href.split('?');
  return query === undefined ? localizePath(lang, path) : `${localizePath(lang, path)}?${query}`;
}
