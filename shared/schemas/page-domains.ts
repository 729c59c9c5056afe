// The company's own domain for its pages (issue 23): the one request shape, shared by the API, its OpenAPI
// document and the dashboard's form (DESIGN §8).
import { t } from './type-builder';

/** A host name of two or more labels (letters, digits, hyphens; no scheme, port or path), e.g. cards.nordvik.se. */
export const PAGE_DOMAIN_PATTERN =
  '^(?=.{4,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

export const PageDomainBody = t.Object(
  {
    host: t.String({
      pattern: PAGE_DOMAIN_PATTERN,
      error: 'invalidDomain',
      description: 'The domain the company’s /p, /c and /d pages answer on, e.g. cards.nordvik.se',
    }),
  },
  { description: 'The company’s own page domain' },
);
