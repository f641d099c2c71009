import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Services = SiteFileData<'services'>;
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
  return fromQuery<Services>(data.servicesYaml, 'content/services.yaml');
}
