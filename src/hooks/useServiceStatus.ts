import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';
import { incidents, type Incident } from '../lib/service-status';

export type ServiceStatus = {
  /** Every incident of content/status.yaml, newest first. */
  incidents: Incident[];
  /** The notice's link label, from content/pages/status.yaml. */
  noticeLinkLabel: string;
};

/** The incidents staff posted (content/status.yaml), with their areas found in the coverage list. */
export function useServiceStatus(): ServiceStatus {
  const data = useStaticQuery<Queries.ServiceStatusQuery>(graphql`
    query ServiceStatus {
      statusYaml {
        incidents {
          title
          affected
          areas
          started
          expectedFix
          updates {
            at
            text
          }
          resolved
        }
      }
      coverageYaml {
        regions {
          name
          areas
        }
      }
      statusPageYaml {
        noticeLinkLabel
      }
    }
  `);
  const status = required(data.statusYaml, 'content/status.yaml');
  const coverage = required(data.coverageYaml, 'content/coverage.yaml');
  const page = required(data.statusPageYaml, 'content/pages/status.yaml');
  return {
    incidents: incidents(status.incidents ?? [], coverage.regions),
    noticeLinkLabel: page.noticeLinkLabel,
  };
}
