import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Company = SiteFileData<'company'>;

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
  return fromQuery<Company>(data.companyYaml, 'content/company.yaml');
}
