/** robots.txt: everything crawlable except per-shopper and utility pages; points to the sitemap index. */
import type { APIRoute } from 'astro';
import { getSite } from '../site/site.server';

export const GET: APIRoute = () => {
  const site = getSite();
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /print',
    'Disallow: /sign-in',
    'Disallow: /success',
    'Disallow: /checkout-journey',
    'Disallow: /search/*?*page=',
    '',
    `Sitemap: ${site.absolute('/sitemap-index.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
