import { SITEMAP_EXCLUDES, withAlternates } from '../../../src/site-files/sitemap';

describe('the sitemap', () => {
  it('gives each page its address in every language the build made it in, and English as the default', () => {
    const [about, hausaAbout, privacy] = withAlternates(['/about/', '/ha/about/', '/privacy/']);
    const links = [
      { lang: 'en', url: '/about/' },
      { lang: 'ha', url: '/ha/about/' },
      { lang: 'x-default', url: '/about/' },
    ];
    expect(about).toEqual({ path: '/about/', links });
    expect(hausaAbout).toEqual({ path: '/ha/about/', links });
    // In one language only: no alternates.
    expect(privacy).toEqual({ path: '/privacy/', links: [] });
  });

  it('leaves the pages after a form out in every language', () => {
    for (const address of [
      '/contact/thanks/',
      '/ha/contact/thanks/',
      '/pcm/contact/ask/*',
      '/ig/404/',
    ]) {
      expect(SITEMAP_EXCLUDES).toContain(address);
    }
  });
});
