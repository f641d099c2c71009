import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import type { Language } from '../content-model/published-languages';
import { fromQuery } from '../lib/from-query';

export type { Language };

/**
 * The languages this build publishes besides English (a production build: only the reviewed
 * ones), from content/languages.yaml, in its order.
 */
export function useLanguages(): readonly Language[] {
  const data = useStaticQuery<Queries.LanguagesQuery>(graphql`
    query Languages {
      languagesYaml {
        languages {
          code
          name
          review
          draftNotice
        }
      }
      publishedLanguages {
        codes
      }
    }
  `);
  const { languages } = fromQuery<SiteFileData<'languages'>>(
    data.languagesYaml,
    'content/languages.yaml',
  );
  const published: readonly string[] = data.publishedLanguages?.codes ?? [];
  return languages.filter((language) => published.includes(language.code));
}
