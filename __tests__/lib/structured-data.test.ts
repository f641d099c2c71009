import { localBusinessJsonLd, openingHoursSpecification } from '../../src/lib/structured-data';
import { loadContent } from '../helpers/content';

type Contact = Parameters<typeof localBusinessJsonLd>[0]['contact'];
type Hours = { days: Parameters<typeof openingHoursSpecification>[0] };

describe('LocalBusiness structured data', () => {
  const content = loadContent();
  const data = localBusinessJsonLd({
    name: 'Ziralink Networks',
    description: 'Fibre, cloud and tech solutions.',
    siteUrl: 'https://www.ziralink.example',
    logoPath: '/icons/icon-512x512.png',
    contact: content.contactYaml as Contact,
    hours: (content.businessHoursYaml as Hours).days,
  });

  it('describes the company from the content files', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Ziralink Networks',
      url: 'https://www.ziralink.example/',
      email: 'info@ziralink.example',
      telephone: '+2347000000000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Plot 0, Example Crescent, Victoria Island',
        addressLocality: 'Lagos',
        addressRegion: 'Lagos State',
        postalCode: '101241',
        addressCountry: 'NG',
      },
    });
  });

  it('takes the opening hours from the business hours: full day names, HH:MM, closed days left out', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '10:00',
        closes: '16:00',
      },
    ]);
    const days = data.openingHoursSpecification.flatMap((spec) => spec.dayOfWeek);
    expect(days).not.toContain('Sunday');
    for (const spec of data.openingHoursSpecification) {
      expect(spec.opens).toMatch(/^\d\d:\d\d$/);
      expect(spec.closes).toMatch(/^\d\d:\d\d$/);
    }
  });
});
