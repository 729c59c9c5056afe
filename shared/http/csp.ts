import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of our HTML: scripts only from our own origin and the inline scripts the page
 * itself was built or rendered with, each allowed by its SHA-256 hash. No 'unsafe-inline' for scripts, so text
 * that slips into a page as a script never runs. Inline styles stay allowed (islands set style attributes).
 */
export const SITE_POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-src': "'self' https:",
  'frame-ancestors': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'object-src': "'none'",
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;

/** `'sha256-…'` of every inline script of the page that a browser would run, hashed as the browser does. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, text] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attrs)) continue;
    const type = TYPE.exec(attrs)?.[1].toLowerCase();
    // Data blocks (JSON-LD and the like) are never run, so they need no permission.
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A policy from its rules, with the given script hashes added to script-src. */
export function policyWith(hashes: readonly string[], rules: Record<string, string> = SITE_POLICY): string {
  return Object.entries(rules)
    .map(([name, value]) =>
      name === 'script-src' && hashes.length ? `${name} ${value} ${hashes.join(' ')}` : `${name} ${value}`,
    )
    .join('; ');
}

/** The hashes a policy allows (e.g. the site's answer's), to carry them into another policy. */
export const hashesOf = (policy: string | null): string[] => policy?.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];

/** The site's policy for this page. */
export const pagePolicyOf = (html: string) => policyWith(inlineScriptHashes(html));
