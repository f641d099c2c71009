import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import type { PageLanguage } from '../content-model/languages';
import { fromQuery } from '../lib/from-query';

/**
 * The words on every page (skip link, navigation, footer, service notice), in one language; the
 * chat link's and the promised times' are asked for by the pages that show them.
 */
export type EveryPageWords = Omit<SiteFileData<'everyPage'>, 'chat' | 'times'>;

/**
 * The words on every page in `lang`, from content/pages/every-page.yaml and its translation
 * (content/pages/<code>/every-page.yaml: a field it leaves out is English). A static query takes
 * no page's language, so it reads every language's words and picks the page's.
 */
export function useEveryPageWords(lang: PageLanguage): EveryPageWords {
  const data = useStaticQuery<Queries.EveryPageWordsQuery>(graphql`
    query EveryPageWords {
      everyPageYamlInLanguages {
        lang
        words {
          skipLink
          languageLinks
          navigation {
            label
            home
            about
            services
            plans
            coverage
            contact
            menu
            help
            status
            care
          }
          footer {
            aboutHeading
            linksHeading
            home
            about
            services
            contact
            contactHeading
            care
            status
            rights
            licence
            privacy
            languageLinks
          }
          serviceNotice {
            label
            problemIn
            alsoIn
            more
          }
        }
      }
    }
  `);
  const entry =
    data.everyPageYamlInLanguages.find((language) => language.lang === lang) ??
    data.everyPageYamlInLanguages.find((language) => language.lang === 'en');
  return fromQuery<EveryPageWords>(entry?.words, 'content/pages/every-page.yaml');
}
