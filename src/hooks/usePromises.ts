import { graphql, useStaticQuery } from 'gatsby';
import type { Promises } from '../lib/promises';
import { required } from '../lib/required';

/** The times the company promises (content/promises.yaml), each a number and a unit. */
export function usePromises(): Promises {
  const data = useStaticQuery<Queries.PromisesQuery>(graphql`
    query Promises {
      promisesYaml {
        acknowledgement {
          amount
          unit
        }
        resolution {
          amount
          unit
        }
        faultRepair {
          amount
          unit
        }
        survey {
          amount
          unit
        }
        quote {
          amount
          unit
        }
        installation {
          amount
          unit
        }
        activation {
          amount
          unit
        }
      }
    }
  `);
  return required(data.promisesYaml, 'content/promises.yaml');
}
