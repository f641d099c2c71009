import { withLinksInLanguage } from '../../../src/site-files/language-links';

const built = new Set(['/', '/contact/', '/ha/', '/ha/contact/', '/status/']);

const page = (body: string) =>
  `<!DOCTYPE html><html lang="ha"><head></head><body>${body}</body></html>`;

describe('links on a page in another language', () => {
  it('lead to the same language where the build made the page, keeping query and fragment', () => {
    const html = withLinksInLanguage(
      page('<a href="/contact/?subject=A%20%26%20B#contact-form">Contact</a><a href="/">Home</a>'),
      '/ha/contact/',
      built,
    );
    expect(html).toContain('<a href="/ha/contact/?subject=A%20%26%20B#contact-form">Contact</a>');
    expect(html).toContain('<a href="/ha/">Home</a>');
  });

  it('stay as they are when the page is not in that language, or the link names its language', () => {
    const body =
      '<a href="/status/">Status</a><a href="/status.xml">Feed</a><a href="https://example.com/contact/">Out</a>' +
      '<a href="/contact/" hreflang="en" lang="en">English</a><a href="#main">Skip</a>';
    expect(withLinksInLanguage(page(body), '/ha/', built)).toBe(page(body));
  });

  it('leave English pages untouched', () => {
    const body = '<a href="/contact/">Contact</a>';
    expect(withLinksInLanguage(page(body), '/contact/', built)).toBe(page(body));
  });

  it('escape what they write back into the attribute', () => {
    const html = withLinksInLanguage(
      page('<a href="/contact/?a=1&amp;b=&quot;2&quot;">x</a>'),
      '/ha/',
      built,
    );
    expect(html).toContain('<a href="/ha/contact/?a=1&amp;b=&quot;2&quot;">x</a>');
  });
});
