import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type Company = Queries.CompanyDetailsQuery['companyYaml'] & {};

/** Company name, tagline, blurbs and the details to check it by, from content/company.yaml. */
export function useCompany(): Company {
  const data = useStaticQuery<Queries.CompanyDetailsQuery>(graphql`
    query CompanyDetails {
      companyYaml {
        name
        tagline
        description
        footerBlurb
        registeredName
        rcNumber
        nccLicence
        social
      }
    }
  `);
  return required(data.companyYaml, 'content/company.yaml');
}
