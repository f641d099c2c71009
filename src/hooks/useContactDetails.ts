import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type ContactDetails = Queries.ContactDetailsQuery['contactYaml'] & {};

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
  return required(data.contactYaml, 'content/contact.yaml');
}
