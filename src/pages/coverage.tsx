import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useContactDetails } from '../hooks/useContactDetails';
import { useCoverage } from '../hooks/useCoverage';
import { useServiceStatus } from '../hooks/useServiceStatus';
import type { WaitlistFieldSpec } from '../lib/waitlist-form';
import type { PageLanguage } from '../content-model/languages';
import { fromQuery } from '../lib/from-query';
import { waitlistFormOf } from '../lib/form-words';
import { required } from '../lib/required';
import type { SiteFileData } from '../content-model/content-schema';
import type { ChatWords } from '../lib/page-copy';
import type { CoverageWord, CoverageWords } from '../sections/Coverage';

type CoveragePageCopy = SiteFileData<'coveragePage'>;
import { coverageSections } from '../views/coverage';

/**
 * Where the network reaches (content/coverage.yaml): the search and the list of areas, with the
 * page's words in its language (content/pages/coverage.yaml and its translations).
 */
type CoverageContext = { waitlistFields?: WaitlistFieldSpec[]; lang?: PageLanguage };

const SOURCE = 'content/pages/coverage.yaml';

export default function CoveragePage({
  data,
  location,
  pageContext,
}: PageProps<Queries.CoveragePageQuery, CoverageContext>) {
  const page = fromQuery<CoveragePageCopy>(data.coveragePageYamlIn, SOURCE);
  const words = page.search;
  const english = fromQuery<CoverageWords>(data.coveragePageYaml?.search, SOURCE);
  // The words a translation gives: the others are shown in English, and say so.
  const translated = (Object.keys(words) as CoverageWord[]).filter(
    (word) => words[word] !== english[word],
  );
  const coverage = useCoverage();
  // The waitlist form "Not yet" answers offer, in the page's language.
  const waitlist = waitlistFormOf(data);
  const { coverageLinkLabel } = required(data.waitlistYamlIn, 'content/waitlist.yaml');
  const { incidents } = useServiceStatus();
  const { whatsapp } = useContactDetails();
  // The chat link's words in the page's language (the island marks them when translated).
  const chatOf = (data: { readonly chat: ChatWords } | null) =>
    required(data, 'content/pages/every-page.yaml').chat;
  const chatWords = chatOf(data.everyPageYamlIn);
  const chatEnglish = chatOf(data.everyPageYaml);
  const chat = {
    words: chatWords,
    translated: {
      label: chatWords.label !== chatEnglish.label,
      about: chatWords.about !== chatEnglish.about,
    },
  };
  return (
    <Layout currentPath={location.pathname}>
      {coverageSections({
        coverage,
        page,
        incidents,
        whatsapp: whatsapp ?? null,
        chat: chat.words,
        chatTranslated: chat.translated,
        words,
        lang: pageContext.lang ?? 'en',
        translated,
        waitlist: {
          page: { form: waitlist.form, coverageLinkLabel },
          fields: required(pageContext.waitlistFields, 'the waitlist schema (gatsby-node.ts)'),
          translated: waitlist.translated,
        },
      })}
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.CoveragePageQuery>) {
  const { seo } = fromQuery<CoveragePageCopy>(data.coveragePageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}

// The search's words, in the page's language and in English (to tell which are translated).
export const query = graphql`
  fragment CoverageSearchWords on CoveragePageYamlSearch {
    label
    hintUnreadable
    hintShort
    served
    suggested
    elsewhereWaitlist
    elsewhereContact
    several
    severalNear
    severalWaitlist
    severalContact
    city
    cityNear
    cityWaitlist
    cityMore
    askStreet
    notYet
    notYetWaitlist
    notYetContact
    askConnection
    registerInterestIn
    registerInterest
    problemIn
    followIt
    problemNow
    notInList
  }

  query CoveragePage($lang: String!) {
    coveragePageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      homeLinkLabel
      search {
        ...CoverageSearchWords
      }
    }
    coveragePageYaml {
      search {
        ...CoverageSearchWords
      }
    }
    everyPageYamlIn(lang: $lang) {
      chat {
        ...ChatWords
      }
    }
    everyPageYaml {
      chat {
        ...ChatWords
      }
    }
    waitlistYamlIn(lang: $lang) {
      coverageLinkLabel
    }
    ...WaitlistFormInLanguages
  }
`;
