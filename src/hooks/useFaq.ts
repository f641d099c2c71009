import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { fromQuery } from '../lib/from-query';

export type Faq = SiteFileData<'faq'>;

/** The questions prospective customers ask, and their answers, from content/faq.yaml. */
export function useFaq(): Faq {
  const data = useStaticQuery<Queries.FaqQuery>(graphql`
    query Faq {
      faqYaml {
        examples
        heading
        intro
        questions {
          question
          answer
          seeAlso
        }
      }
    }
  `);
  return fromQuery<Faq>(data.faqYaml, 'content/faq.yaml');
}
