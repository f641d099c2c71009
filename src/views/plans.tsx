import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { PlansContent } from '../lib/page-copy';
import type { Promises } from '../lib/promises';
import { Plans } from '../sections/Plans';
import { Questions, type QuestionsContent } from '../sections/Questions';

export type PlansPageContent = {
  plans: PlansContent;
  faq: QuestionsContent;
  promises: Promises;
  /** The company's WhatsApp number, when it has one. */
  whatsapp: string | null;
};

/**
 * The plans page's sections (the page and the editor's preview render them): the plans and their
 * prices, each with its promised installation time, then the questions buyers ask.
 */
export function plansSections({ plans, faq, promises, whatsapp }: PlansPageContent) {
  return (
    <>
      <PageHeader heading={plans.heading} intro={plans.intro} />
      <Plans
        {...plans}
        installation={{ label: plans.installationLabel, time: promises.installation }}
        whatsapp={whatsapp}
      />
      <Questions {...faq} installation={promises.installation} />
    </>
  );
}
