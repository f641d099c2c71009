import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type CoreValue = (Queries.CoreValuesQuery['valuesYaml'] & {})['items'][number];

/** The company's core values from content/values.yaml. */
export function useCoreValues(): readonly CoreValue[] {
  const data = useStaticQuery<Queries.CoreValuesQuery>(graphql`
    query CoreValues {
      valuesYaml {
        items {
          icon
          title
          description
        }
      }
    }
  `);
  return required(data.valuesYaml, 'content/values.yaml').items;
}
