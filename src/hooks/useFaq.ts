import { graphql, useStaticQuery } from 'gatsby';
import { required } from '../lib/required';

export type Faq = Queries.FaqQuery['faqYaml'] & {};

/** The questions prospective customers ask, and their answers, from content/faq.yaml. */
export function useFaq(): Faq {
  const data = useStaticQuery<Queries.FaqQuery>(graphql`
    query Faq {
      faqYaml {
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
  return required(data.faqYaml, 'content/faq.yaml');
}
