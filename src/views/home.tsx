import React from 'react';
import type { CoreService, PlansLink } from '../lib/page-copy';
import type { HomeCopy } from '../lib/page-copy';
import { AboutTeaser } from '../sections/AboutTeaser';
import { CallToAction } from '../sections/CallToAction';
import { Hero } from '../sections/Hero';
import { ServicesOverview } from '../sections/ServicesOverview';

export type HomeContent = {
  page: HomeCopy;
  companyName: string;
  services: readonly CoreService[];
  coverageLinkLabel: string;
  plansLink: PlansLink;
};

/** The home page's sections, from its content (the page and the editor's preview render them). */
export function homeSections({
  page,
  companyName,
  services,
  coverageLinkLabel,
  plansLink,
}: HomeContent) {
  return (
    <>
      <Hero
        copy={page.hero}
        companyName={companyName}
        plansLink={plansLink}
        coverageLabel={coverageLinkLabel}
      />
      <ServicesOverview
        {...page.services}
        services={services}
        coverageLinkLabel={coverageLinkLabel}
        plansLink={plansLink}
      />
      <AboutTeaser {...page.teaser} />
      <CallToAction {...page.cta} />
    </>
  );
}
