/** robots.txt for the site: everything public is crawlable, except previews. */
export function robotsTxt(siteUrl: string, noindex: boolean): string {
  const lines = ['User-agent: *'];
  if (noindex) lines.push('Disallow: /');
  else
    lines.push(
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /contact/thanks/',
      'Disallow: /waitlist/thanks/',
      'Disallow: /waitlist/left/',
    );
  lines.push('', `Sitemap: ${new URL('/sitemap-index.xml', siteUrl).href}`);
  return `${lines.join('\n')}\n`;
}
