import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { CoreValue } from '../lib/page-copy';
import type { AboutCopy } from '../lib/page-copy';
import { AboutStory } from '../sections/AboutStory';
import { IconCards } from '../sections/IconCards';

export type AboutContent = { page: AboutCopy; values: readonly CoreValue[] };

/** The About page's sections, from its content (the page and the editor's preview render them). */
export function aboutSections({ page, values }: AboutContent) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <AboutStory {...page} />
      <IconCards
        id="core-values"
        heading={page.valuesHeading}
        intro={page.valuesIntro}
        items={values}
        tone="surface"
      />
    </>
  );
}
