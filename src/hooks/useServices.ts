import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type Services = Queries.ServicesQuery['servicesYaml'] & {};
export type CoreService = Services['core'][number];
export type AdditionalService = Services['additional'][number];

/** Core and additional services from content/services.yaml. */
export function useServices(): Services {
  const data = useStaticQuery<Queries.ServicesQuery>(graphql`
    query Services {
      servicesYaml {
        core {
          slug
          icon
          title
          summary
          description
          bullets
        }
        additional {
          icon
          title
          description
        }
      }
    }
  `);
  return required(data.servicesYaml, 'content/services.yaml');
}
