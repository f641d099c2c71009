import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { ChatWords, PlansContent } from '../lib/page-copy';
import { Plans } from '../sections/Plans';
import { Questions, type QuestionsContent } from '../sections/Questions';

export type PlansPageContent = {
  plans: PlansContent;
  faq: QuestionsContent;
  /** The company's WhatsApp number, when it has one, and its link's words. */
  whatsapp: string | null;
  chat: ChatWords;
};

/**
 * The plans page's sections (the page and the editor's preview render them): the plans and their
 * prices, each with its promised installation time (a reference in its copy), then the questions buyers ask.
 */
export function plansSections({ plans, faq, whatsapp, chat }: PlansPageContent) {
  return (
    <>
      <PageHeader heading={plans.heading} intro={plans.intro} />
      <Plans {...plans} whatsapp={whatsapp} chat={chat} />
      <Questions {...faq} />
    </>
  );
}
