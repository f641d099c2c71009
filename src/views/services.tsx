import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { Coverage } from '../hooks/useCoverage';
import type { Faq } from '../hooks/useFaq';
import type { Plans as PlansContent } from '../hooks/usePlans';
import type { Services } from '../hooks/useServices';
import { PLANS_ANCHOR } from '../lib/anchors';
import type { ServicesCopy } from '../lib/page-copy';
import { SPEC_NAMES } from '../content-model/spec-text';
import CoverageIsland from '../sections/Coverage.island';
import { IconCards } from '../sections/IconCards';
import { Plans } from '../sections/Plans';
import { Questions } from '../sections/Questions';
import { ServiceDetails } from '../sections/ServiceDetails';

export type ServicesContent = {
  page: ServicesCopy;
  services: Services;
  coverage: Coverage;
  plans: PlansContent;
  faq: Faq;
};

/** The card that sells the plans: Internet Service Provision, named by the specification. */
const INTERNET_CARD: string = SPEC_NAMES.additionalServices[0];

/**
 * The Services page's sections, from its content (the page and the editor's preview render them):
 * the services, then the plans and their prices, the questions buyers ask about them, and where
 * the network reaches.
 */
export function servicesSections({ page, services, coverage, plans, faq }: ServicesContent) {
  const additional = services.additional.map((service) =>
    service.title === INTERNET_CARD
      ? { ...service, link: { href: `#${PLANS_ANCHOR}`, label: plans.cardLinkLabel } }
      : service,
  );
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ServiceDetails services={services.core} linkLabel={page.serviceLinkLabel} />
      <IconCards
        id="additional-services"
        heading={page.additionalHeading}
        intro={page.additionalIntro}
        items={additional}
      />
      <Plans {...plans} />
      <Questions {...faq} />
      <CoverageIsland
        heading={coverage.heading}
        intro={coverage.intro}
        regions={coverage.regions}
        abbreviations={coverage.abbreviations}
      />
    </>
  );
}
