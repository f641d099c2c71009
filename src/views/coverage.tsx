import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { Coverage } from '../hooks/useCoverage';
import type { SiteFileData } from '../content-model/content-schema';
import type { PageLanguage } from '../content-model/languages';
import type { ChatTranslated, CoverageWord, CoverageWords } from '../sections/Coverage';
import CoverageIsland from '../sections/Coverage.island';
import { askFormHref } from '../lib/contact-links';
import { COVERAGE_SUBJECTS } from '../lib/coverage';
import { openIncidents, type Incident } from '../lib/service-status';
import type { WaitlistFieldSpec } from '../lib/waitlist-form';
import type { TranslatedWaitlist } from '../lib/form-words';
import type { ChatWords } from '../lib/page-copy';
import type { WaitlistCopy } from './waitlist';

export type CoveragePageContent = {
  coverage: Pick<Coverage, 'regions'> & {
    abbreviations?: Coverage['abbreviations'] | undefined;
  };
  /** The page's heading and introduction (content/pages/coverage.yaml), in its language. */
  page: Pick<SiteFileData<'coveragePage'>, 'heading' | 'intro'>;
  /** Every incident: the open ones are mentioned in the answers and the list. */
  incidents: readonly Incident[];
  /** The company's WhatsApp number, when it has one. */
  whatsapp: string | null;
  /** The chat link's words, in the page's language, and which are translated. */
  chat: ChatWords;
  chatTranslated?: ChatTranslated;
  /** The search's words (content/pages/coverage.yaml), in the page's language where translated. */
  words: CoverageWords;
  /** The page's language, and which of the words are in it (the others are still English). */
  lang?: PageLanguage;
  translated?: readonly CoverageWord[];
  /** The waitlist form "Not yet" answers offer; absent in the editor's preview of the list. */
  waitlist?: {
    page: Pick<WaitlistCopy, 'form' | 'coverageLinkLabel'>;
    fields: readonly WaitlistFieldSpec[];
    /** What its translation gives of the form's words (the form marks them). */
    translated?: TranslatedWaitlist;
  };
};

/** "Ask us", wherever the coverage text says it: a link to ask, as it says. */
function withAskUsLinks(text: string): React.ReactNode[] {
  return text.split(/(\bask us\b)/i).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={askFormHref(COVERAGE_SUBJECTS.question)}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The coverage page's sections (the page and the editor's preview render them): its heading, then
 * the search and the list of areas (an island: the search answers in the browser).
 */
export function coverageSections({
  coverage,
  page,
  incidents,
  whatsapp,
  chat,
  chatTranslated,
  waitlist,
  words,
  lang,
  translated,
}: CoveragePageContent) {
  // Only what the answers need travels in the island's props.
  const open = openIncidents(incidents).map(({ id, title, affected, places }) => ({
    id,
    title,
    affected,
    places,
  }));
  return (
    <>
      <PageHeader heading={page.heading} intro={withAskUsLinks(page.intro)} />
      <CoverageIsland
        regions={coverage.regions}
        abbreviations={coverage.abbreviations}
        incidents={open}
        whatsapp={whatsapp}
        chat={chat}
        chatTranslated={chatTranslated}
        words={words}
        lang={lang}
        translated={translated}
        waitlist={
          waitlist && {
            words: waitlist.page.form,
            fields: waitlist.fields,
            translated: waitlist.translated,
            linkLabel: waitlist.page.coverageLinkLabel,
          }
        }
      />
    </>
  );
}
