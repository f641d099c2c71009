import { withTranslatedWordsMarked } from '../../../src/site-files/translated-words';

const translations = new Map([
  ['ha', new Set(['Intanet mai sauri', 'Abin da muke yi', 'A & B <ƙ>'])],
  ['yo', new Set(['Ohun tí a ń ṣe'])],
] as const);

/**
 * A page in Hausa: its header, then its main content, inside the wrapper that says English; the
 * head's title and anything outside the wrapper are not the page's words.
 */
const page = (main: string, header = '<a href="/ha/">Home</a>') =>
  `<!DOCTYPE html><html lang="ha"><head><title>Intanet mai sauri</title></head><body><p>Intanet mai sauri</p><div lang="en"><header>${header}</header><main>${main}</main></div></body></html>`;

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

  it('wrap a translated text inside a longer text, escaping what they write back', () => {
    const html = withTranslatedWordsMarked(
      page('<p>Total: A &amp; B &lt;ƙ&gt; (VAT included)<a href="/">Intanet mai sauri</a></p>'),
      '/ha/',
      translations,
    );
    expect(html).toBe(
      page(
        '<p>Total: <span lang="ha">A &amp; B &lt;ƙ&gt;</span> (VAT included)<a lang="ha" href="/">Intanet mai sauri</a></p>',
      ),
    );
  });

  it('wrap a translated text inside a longer one only as whole words, not the start of an English word', () => {
    // A Pidgin translation that begins an English text shown untranslated beside it.
    const pidgin = new Map([['pcm', new Set(['Customer care and complain'])]] as const);
    const english = '<h1>Customer care and complaints</h1><p>Customer care and complaint</p>';
    const pcmPage = (main: string) => page(main).replace('lang="ha"', 'lang="pcm"');
    expect(withTranslatedWordsMarked(pcmPage(english), '/pcm/customer-care/', pidgin)).toBe(
      pcmPage(english),
    );
    const said = '<p>Read: Customer care and complain, or call.</p>';
    expect(withTranslatedWordsMarked(pcmPage(said), '/pcm/', pidgin)).toBe(
      pcmPage('<p>Read: <span lang="pcm">Customer care and complain</span>, or call.</p>'),
    );
  });

  it('mark the header’s and the footer’s words as the main content’s', () => {
    const html = withTranslatedWordsMarked(
      page('<p>Call us</p>', '<nav><a href="/ha/">Abin da muke yi</a></nav>'),
      '/ha/',
      translations,
    );
    expect(html).toBe(
      page('<p>Call us</p>', '<nav><a lang="ha" href="/ha/">Abin da muke yi</a></nav>'),
    );
  });

  it('leave English, another language’s words, an island’s text inside a longer one, and an element that says its language', () => {
    const body =
      '<h2>What we do</h2><h2>Ohun tí a ń ṣe</h2>' +
      '<div data-island="contact-form"><p>Intanet mai sauri, kowane lokaci</p></div>' +
      '<p lang="en">Abin da muke yi, in English</p><script>"Intanet mai sauri"</script>';
    const header = '<a href="/ha/">Home</a>';
    expect(withTranslatedWordsMarked(page(body, header), '/ha/contact/', translations)).toBe(
      page(body, header),
    );
  });

  it('mark the words of the page’s own language only, and nothing on English pages', () => {
    const body = '<h2>Ohun tí a ń ṣe</h2><h2>Abin da muke yi</h2>';
    expect(withTranslatedWordsMarked(page(body), '/yo/', translations)).toBe(
      page('<h2 lang="yo">Ohun tí a ń ṣe</h2><h2>Abin da muke yi</h2>'),
    );
    expect(withTranslatedWordsMarked(page(body), '/', translations)).toBe(page(body));
    expect(withTranslatedWordsMarked(page(body), '/ig/', translations)).toBe(page(body));
  });

  it('mark an element that says it shows a sentence the page completed, when its template is translated, whatever fills it', () => {
    const templates = new Map([
      [
        'ha',
        new Set([
          '{amount} a kowane wata',
          'cikin {length}',
          'Biya ({total})',
          '({total})',
          'Har zuwa {moment}, agogon Legas.',
        ]),
      ],
    ] as const);
    const S = 'data-sentence=""';
    const body =
      // A price, its number in bold; a time the page capitalised; a time of day in a slot.
      `<p ${S}><strong>₦18,000</strong> a kowane wata</p><p ${S}>Cikin kwanaki 10</p>` +
      `<p ${S}>Har zuwa <time>Lar, 18 Nuw 2026, 07:40</time>, agogon Legas.</p>` +
      // A sentence built around English words: only its own element is the sentence.
      `<a href="/ha/plans/">Home plans <span ${S}>₦18,000 a kowane wata</span></a>` +
      // Not saying it is a sentence; not one sentence; words only a slot would fill; an island's.
      `<p>Biya (₦84,000)</p><p ${S}>Cikin kwanaki. Sannan</p><p ${S}>(₦84,000)</p>` +
      `<div data-island="coverage"><p ${S}>cikin kwanaki 2</p></div>`;
    expect(withTranslatedWordsMarked(page(body), '/ha/plans/', templates)).toBe(
      page(
        `<p lang="ha" ${S}><strong>₦18,000</strong> a kowane wata</p><p lang="ha" ${S}>Cikin kwanaki 10</p>` +
          `<p lang="ha" ${S}>Har zuwa <time>Lar, 18 Nuw 2026, 07:40</time>, agogon Legas.</p>` +
          `<a href="/ha/plans/">Home plans <span lang="ha" ${S}>₦18,000 a kowane wata</span></a>` +
          `<p>Biya (₦84,000)</p><p ${S}>Cikin kwanaki. Sannan</p><p ${S}>(₦84,000)</p>` +
          `<div data-island="coverage"><p ${S}>cikin kwanaki 2</p></div>`,
      ),
    );
  });
});
