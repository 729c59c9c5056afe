// /robots.txt, with the absolute address of the sitemap of the address the site is built for.
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'https://dynacard.se').href;
  const text = `User-agent: *\nAllow: /\nDisallow: /dashboard/\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
