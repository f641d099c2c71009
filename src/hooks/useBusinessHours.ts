import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type BusinessHours = Queries.BusinessHoursQuery['businessHoursYaml'] & {};

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
  return required(data.businessHoursYaml, 'content/business-hours.yaml');
}
