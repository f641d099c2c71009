import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { ChatWords, PlansContent } from '../lib/page-copy';
import type { Promises } from '../lib/promises';
import { Plans } from '../sections/Plans';
import { Questions, type QuestionsContent } from '../sections/Questions';

export type PlansPageContent = {
  plans: PlansContent;
  faq: QuestionsContent;
  promises: Promises;
  /** The company's WhatsApp number, when it has one, and its link's words. */
  whatsapp: string | null;
  chat: ChatWords;
};

/**
 * The plans page's sections (the page and the editor's preview render them): the plans and their
 * prices, each with its promised installation time, then the questions buyers ask.
 */
export function plansSections({ plans, faq, promises, whatsapp, chat }: PlansPageContent) {
  return (
    <>
      <PageHeader heading={plans.heading} intro={plans.intro} />
      <Plans
        {...plans}
        installation={{ label: plans.installationLabel, time: promises.installation }}
        whatsapp={whatsapp}
        chat={chat}
      />
      <Questions {...faq} installation={promises.installation} />
    </>
  );
}
