// The `_headers` file of the edge's asset store (Cloudflare Workers Static Assets, wrangler.toml): the headers the
// origin gives the prerendered site (site/adapter/serve.ts and api/src/platform/security.ts), which the asset
// store would otherwise answer without — above all each page's Content-Security-Policy with the hashes of its
// inline scripts. Rules that match one path are merged and one header's values comma-joined, so every page's
// policy comes from exactly one rule of its own and `/*` carries no policy.
import { pagePolicyOf } from '../../shared/http/csp';
import { HSTS, SECURITY_HEADERS } from '../../shared/http/security-headers';

/** Cloudflare's limits on the file: rules, and characters on one line. */
export const EDGE_HEADER_LIMITS = { rules: 100, lineLength: 2000 };

export type BuiltPage = {
  /** The file under dist/client, e.g. `en/contact/index.html`. */ file: string;
  html: string;
};

/** The address a page file is answered at by the asset store (directory format: `/en/contact/`; `/404`). */
export function pagePath(file: string): string {
  const path = `/${file.replaceAll('\\', '/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.slice(0, -'.html'.length);
}

/** The file's text: the security headers for everything (the edge is https only), then one rule per page. */
export function edgeHeaders(pages: readonly BuiltPage[]): string {
  const rules: [string, [string, string][]][] = [
    ['/*', [...Object.entries(SECURITY_HEADERS), HSTS as [string, string]]],
    ...pages
      .map((page): [string, [string, string][]] => [
        pagePath(page.file),
        [['content-security-policy', pagePolicyOf(page.html)]],
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  ];
  if (rules.length > EDGE_HEADER_LIMITS.rules)
    throw new Error(
      `_headers: ${rules.length} rules, over Cloudflare's ${EDGE_HEADER_LIMITS.rules}; pages sharing one policy need a splat rule`,
    );
  const lines = rules.flatMap(([path, headers]) => [
    path,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ]);
  const long = lines.find((line) => line.length > EDGE_HEADER_LIMITS.lineLength);
  if (long)
    throw new Error(`_headers: a line of ${long.length} characters, over ${EDGE_HEADER_LIMITS.lineLength}`);
  return `# Written by the build (site/adapter/edge-headers.ts); the edge's asset store answers with these.\n${lines.join('\n')}\n`;
}
