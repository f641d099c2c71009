/**
 * @jest-environment node
 */
import {
  faqJsonLd,
  jsonLdText,
  localBusinessJsonLd,
  openingHoursSpecification,
  plansJsonLd,
  structuredDataFor,
} from '../../../src/site-files/structured-data';
import { fixture } from '../../support/fixture-content';

const { company, contact, hours } = fixture;

describe('LocalBusiness structured data', () => {
  const data = localBusinessJsonLd({
    name: company.name,
    description: company.description,
    siteUrl: 'https://www.example.test',
    logoPath: '/icons/icon-512x512.png',
    contact,
    hours: hours.days,
    legalName: company.registeredName,
    sameAs: company.social,
  });

  it('describes the company from the content files', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: company.name,
      description: company.description,
      url: 'https://www.example.test/',
      email: contact.email,
      telephone: contact.phone.replace(/ /g, ''),
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${contact.address.street}, ${contact.address.area}`,
        addressLocality: contact.address.city,
        addressRegion: contact.address.state,
        postalCode: contact.address.postcode,
        addressCountry: 'NG',
      },
    });
  });

  it('groups days with the same hours, in HH:MM, leaving closed days out', () => {
    // The fixture company: 08:30–17:30 Monday, Tuesday and Thursday, 08:30–20:00 Wednesday,
    // 07:45–15:15 Friday, Saturday closed, 12:00–15:00 Sunday.
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday'],
        opens: '08:30',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Wednesday'],
        opens: '08:30',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday'],
        opens: '07:45',
        closes: '15:15',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '12:00',
        closes: '15:00',
      },
    ]);
  });

  it('gives the registered name and the social pages, when the content has them', () => {
    expect(data).toMatchObject({ legalName: company.registeredName, sameAs: company.social });
    const without = localBusinessJsonLd({
      name: company.name,
      description: company.description,
      siteUrl: 'https://www.example.test',
      logoPath: '/icons/icon-512x512.png',
      contact,
      hours: hours.days,
    });
    expect(without).not.toHaveProperty('legalName');
    expect(without).not.toHaveProperty('sameAs');
  });

  it('has no opening hours on a week with every day closed', () => {
    const closed = hours.days.map(({ day }) => ({ day, closed: true }));
    expect(openingHoursSpecification(closed)).toEqual([]);
  });
});

describe('plans as schema.org Offers', () => {
  const data = plansJsonLd({
    siteUrl: 'https://www.example.test',
    serviceName: 'Internet Service Provision',
    plans: fixture.plans.plans,
  });

  it('is one Service from the business on the home page, offering each plan', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Internet Service Provision',
      url: 'https://www.example.test/plans/',
      provider: { '@id': 'https://www.example.test/#business' },
    });
    expect(data.offers.map((offer) => offer.name)).toEqual(
      fixture.plans.plans.map((plan) => plan.name),
    );
  });

  it('gives each Offer its monthly price in naira, its billing period and its installation fee', () => {
    fixture.plans.plans.forEach((plan, index) => {
      const offer = data.offers[index]!;
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: plan.price,
        priceCurrency: 'NGN',
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: plan.price,
            priceCurrency: 'NGN',
            referenceQuantity: { value: 1, unitCode: 'MON' },
            billingDuration: {
              value: { monthly: 1, quarterly: 3, yearly: 12 }[plan.billing],
              unitCode: 'MON',
            },
          },
          { name: 'Installation fee', price: plan.installation, priceCurrency: 'NGN' },
        ],
      });
      expect(offer.description).toContain(`${plan.download} Mbps download`);
      expect(offer.areaServed).toEqual(plan.availability);
    });
  });
});

describe('questions as a schema.org FAQPage', () => {
  it('has each question with its answer, as the page shows them', () => {
    expect(faqJsonLd(fixture.faq.questions)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: fixture.faq.questions.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
      })),
    });
  });

  it('on another language’s plans page, says its language and gives that page’s address', () => {
    const [service, questions] = structuredDataFor(
      '/plans/',
      fixture,
      'https://www.example.test',
      'ha',
    ).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(service).toMatchObject({ url: 'https://www.example.test/ha/plans/' });
    expect(questions).toMatchObject({ '@type': 'FAQPage', inLanguage: 'ha' });
  });

  it('escapes "<" so the data cannot close its script element', () => {
    expect(jsonLdText(faqJsonLd([{ question: 'a</script>', answer: ['b'] }]))).not.toContain(
      '</script>',
    );
  });
});
