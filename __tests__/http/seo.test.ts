/**
 * Search and sharing files of the built site: sitemap, robots.txt, manifest, share image.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { robotsTxt } from '../../src/site-files/robots';
import { theme } from '../../src/styles/theme';
import { ROOT } from '../../scripts/lib/paths';
import { faqJsonLd, openingHoursSpecification } from '../../src/site-files/structured-data';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { site } from '../support/site-content';

const PUBLIC = path.join(ROOT, 'public');
const read = (file: string) => readFileSync(path.join(PUBLIC, file), 'utf8');

describe('sitemap', () => {
  const urls = [...read('sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );

  /** The languages the build published besides English (all of them, but on a production build). */
  const codes = publishedLanguages(site.languages.languages, process.env).map(({ code }) => code);

  it('lists every page a visitor may land on from a search, in every language the site has', () => {
    const english = [
      '/',
      '/about/',
      '/contact/',
      '/coverage/',
      '/customer-care/',
      '/installation/',
      '/plans/',
      '/privacy/',
      '/services/',
      '/status/',
      '/waitlist/',
    ];
    expect(urls.sort()).toEqual(
      [...english, ...codes.flatMap((code) => english.map((page) => `/${code}${page}`))].sort(),
    );
  });

  it('gives each page its address in every language, and English for everyone else', () => {
    const entries = [...read('sitemap-0.xml').matchAll(/<url>(.*?)<\/url>/g)].map(
      (match) => match[1]!,
    );
    const entry = entries.find(
      (text) => new URL(/<loc>([^<]+)<\/loc>/.exec(text)![1]!).pathname === '/plans/',
    )!;
    const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      new URL(match[2]!).pathname,
    ]);
    expect(alternates).toEqual(
      codes.length === 0
        ? []
        : [
            ['en', '/plans/'],
            ...codes.map((code) => [code, `/${code}/plans/`]),
            ['x-default', '/plans/'],
          ],
    );
  });

  it('leaves out the not-found, thank-you and left-the-list pages', () => {
    expect(urls.some((url) => /404|thanks|left|admin/.test(url))).toBe(false);
  });

  it('is announced by robots.txt, on the site address', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^Sitemap: https:\/\/[^/]+\/sitemap-index\.xml$/m);
    expect(robots).toContain('Allow: /');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(read('sitemap-index.xml')).toContain('/sitemap-0.xml');
  });
});

describe('robots.txt for a deploy preview', () => {
  it('disallows everything', () => {
    expect(robotsTxt('https://preview.example', true)).toMatch(/^Disallow: \/$/m);
  });
});

describe('web app manifest and icons', () => {
  const manifest = JSON.parse(read('manifest.webmanifest')) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };

  it('names the company and takes its colour from the theme', () => {
    expect(manifest.name).toBe(site.company.name);
    expect(manifest.theme_color).toBe(theme.colors.brandDarker);
  });

  it('has icons made from the logo, up to 512 px', () => {
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('512x512');
    for (const icon of manifest.icons)
      expect(() => readFileSync(path.join(PUBLIC, icon.src))).not.toThrow();
  });
});

describe('share image', () => {
  it('is a 1200x630 PNG of the site’s own', () => {
    const png = readFileSync(path.join(PUBLIC, 'og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(150 * 1024);
  });
});

describe('LocalBusiness structured data on the home page', () => {
  const html = read('index.html');
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('is in the static HTML, built from the content files', () => {
    expect(blocks).toHaveLength(1);
    const { company, contact, hours } = site;
    expect(blocks[0]).toMatchObject({
      '@type': 'LocalBusiness',
      name: company.name,
      email: contact.email,
      telephone: contact.phone.replace(/ /g, ''),
      address: { addressLocality: contact.address.city, addressCountry: 'NG' },
      openingHoursSpecification: openingHoursSpecification(hours.days),
    });
  });

  it('is only on the home page', () => {
    expect(read('about/index.html')).not.toContain('application/ld+json');
  });
});

describe('plans and questions as structured data on the plans page', () => {
  const blocks = [
    ...read('plans/index.html').matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const ofType = (type: string) => blocks.find((block) => block['@type'] === type);

  it('describes each plan as an Offer with its monthly price in naira, from the content', () => {
    const service = ofType('Service') as { offers: Record<string, unknown>[] } | undefined;
    expect(service).toBeDefined();
    expect(service!.offers.map((offer) => [offer['@type'], offer.name, offer.price])).toEqual(
      site.plans.plans.map((plan) => ['Offer', plan.name, plan.price]),
    );
    for (const offer of service!.offers) expect(offer.priceCurrency).toBe('NGN');
  });

  it('marks up the questions and answers as a FAQPage, as the page shows them', () => {
    expect(ofType('FAQPage')).toEqual(faqJsonLd(site.faq.questions));
  });
});
