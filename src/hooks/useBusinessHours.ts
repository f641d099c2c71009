import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type BusinessHours = SiteFileData<'hours'>;

/** Opening hours per weekday, in Lagos time, from content/business-hours.yaml. */
export function useBusinessHours(): BusinessHours {
  const data = useStaticQuery<Queries.BusinessHoursQuery>(graphql`
    query BusinessHours {
      businessHoursYaml {
        timezone
        days {
          day
          opens
          closes
          closed
        }
      }
    }
  `);
  return fromQuery<BusinessHours>(data.businessHoursYaml, 'content/business-hours.yaml');
}
