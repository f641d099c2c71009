import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type ContactDetails = SiteFileData<'contact'>;

/** Office address, e-mail, phone and WhatsApp from content/contact.yaml. */
export function useContactDetails(): ContactDetails {
  const data = useStaticQuery<Queries.ContactDetailsQuery>(graphql`
    query ContactDetails {
      contactYaml {
        address {
          street
          area
          city
          state
          postcode
          country
        }
        email
        phone
        whatsapp
      }
    }
  `);
  return fromQuery<ContactDetails>(data.contactYaml, 'content/contact.yaml');
}
