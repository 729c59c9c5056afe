// The API's messages, a public page and the site's pages read Accept-Language the same way (issue 28: with
// `fi;q=0, en` the API answered in Finnish and the pages in English), through the one parser in shared/i18n.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { translate } from '@shared/i18n';
import { seedCompany, seedUser } from '../../test/factories';
import { BASE, createTestApp, type TestApp } from '../../test/harness';
import { seedDynatag } from '../modules/dynatags/public-test-kit';

let t: TestApp;
let tagPath: string;
beforeAll(async () => {
  t = await createTestApp({}, {}, { site: true });
  const owner = await seedUser(t);
  const company = await seedCompany(t, { ownerId: owner.id, name: 'Nordvik Bygg' });
  tagPath = `/d/${(await seedDynatag(t, company.id, { name: 'Stand' })).shortId}`;
});
afterAll(() => t.close());

const ask = (path: string, accept: string) =>
  t.handle(
    new Request(`${BASE}${path}`, { headers: { 'accept-language': accept, 'sec-fetch-mode': 'navigate' } }),
  );

/** The language each answers in: the API's message, the tag page's <html lang>, the site's start page. */
async function answers(accept: string) {
  const api = (await (await ask('/api/v1/nothing-here', accept)).json()) as { message: string };
  const apiLang: string | undefined = (['sv', 'en', 'fi'] as const).find(
    (lang) => translate(lang, 'api', 'routeNotFound') === api.message,
  );
  const page = /<html lang="(\w+)"/.exec(await (await ask(tagPath, accept)).text())?.[1];
  const start = await ask('/', accept);
  const siteLang = /^\/(en|fi)\//.exec(start.headers.get('location') ?? '')?.[1] ?? (start.ok ? 'sv' : '?');
  return { api: apiLang, page, site: siteLang };
}

describe('Accept-Language', () => {
  test.each([
    ['fi;q=0, en', 'en'],
    ['en;q=0.5, fi', 'fi'],
    ['sv-FI', 'sv'],
    ['fi-FI,fi;q=0.9,en;q=0.8', 'fi'],
    ['*', 'sv'],
    ['sv;q=0, *', 'en'],
    ['fi;q=high, en;q=0.5', 'en'],
    ['de-DE, fr', 'sv'],
  ])('%p: the API, a public page and the site answer in %p', async (accept, lang) => {
    expect(await answers(accept)).toEqual({ api: lang, page: lang, site: lang });
  });
});
