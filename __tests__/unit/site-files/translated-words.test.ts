import { withTranslatedWordsMarked } from '../../../src/site-files/translated-words';

const translations = new Map([
  ['ha', new Set(['Intanet mai sauri', 'Abin da muke yi'])],
  ['yo', new Set(['Ohun tí a ń ṣe'])],
] as const);

const page = (body: string) =>
  `<!DOCTYPE html><html lang="ha"><head><title>Intanet mai sauri</title></head><body><div lang="en">${body}</div></body></html>`;

describe('translated words on a page in another language', () => {
  it('mark the innermost element that shows a translated text whole, spaces as a reader sees them', () => {
    const html = withTranslatedWordsMarked(
      page('<section><h1><span>Intanet mai\n   sauri</span></h1><p>Call us</p></section>'),
      '/ha/',
      translations,
    );
    expect(html).toBe(
      page(
        '<section><h1><span lang="ha">Intanet mai\n   sauri</span></h1><p>Call us</p></section>',
      ),
    );
  });

  it('leave English, another language’s words, words inside other words and an element that says its language', () => {
    const body =
      '<h2>What we do</h2><h2>Ohun tí a ń ṣe</h2><p>Intanet mai sauri, kowane lokaci</p>' +
      '<a lang="ha" hreflang="ha" href="/ha/">Abin da muke yi</a><script>"Intanet mai sauri"</script>';
    expect(withTranslatedWordsMarked(page(body), '/ha/contact/', translations)).toBe(page(body));
  });

  it('mark the words of the page’s own language only, and nothing on English pages', () => {
    const body = '<h2>Ohun tí a ń ṣe</h2><h2>Abin da muke yi</h2>';
    expect(withTranslatedWordsMarked(page(body), '/yo/', translations)).toBe(
      page('<h2 lang="yo">Ohun tí a ń ṣe</h2><h2>Abin da muke yi</h2>'),
    );
    expect(withTranslatedWordsMarked(page(body), '/', translations)).toBe(page(body));
    expect(withTranslatedWordsMarked(page(body), '/ig/', translations)).toBe(page(body));
  });
});
