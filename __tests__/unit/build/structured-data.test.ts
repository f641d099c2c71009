import { localBusinessJsonLd, openingHoursSpecification } from '../../../src/build/structured-data';
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

  it('has no opening hours on a week with every day closed', () => {
    const closed = hours.days.map(({ day }) => ({ day, closed: true }));
    expect(openingHoursSpecification(closed)).toEqual([]);
  });
});
