// /sitemap.xml: every marketing page in every language, at the address the server answers directly (with the
// trailing slash), each with its language versions (hreflang), as the pages' own alternate links say.
import { LANGUAGES } from '@shared/constants';
import type { APIRoute } from 'astro';
import { localizePath } from '../lib/i18n';
import { MARKETING_PATHS } from '../lib/navigation';

export const GET: APIRoute = ({ site }) => {
  const absolute = (path: string) => new URL(path, site ?? 'https://dynacard.se').href;
  const entries = MARKETING_PATHS.flatMap((path) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${absolute(localizePath(code, path))}"/>`,
      ).join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(localizePath('sv', path))}"/>`;
      return `<url><loc>${absolute(localizePath(lang, path))}</loc>${alternates}${fallback}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
