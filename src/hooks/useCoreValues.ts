import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type CoreValue = SiteFileData<'values'>['items'][number];

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
  return fromQuery<SiteFileData<'values'>>(data.valuesYaml, 'content/values.yaml').items;
}
