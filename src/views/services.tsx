import React from 'react';
import { PageHeader } from '../components/PageHeader';
import type { Coverage as CoverageContent } from '../hooks/useCoverage';
import type { Services } from '../hooks/useServices';
import type { ServicesCopy } from '../lib/page-copy';
import { Coverage } from '../sections/Coverage';
import { IconCards } from '../sections/IconCards';
import { ServiceDetails } from '../sections/ServiceDetails';

export type ServicesContent = {
  page: ServicesCopy;
  services: Services;
  coverage: CoverageContent;
};

/** The Services page's sections, from its content (the page and the editor's preview render them). */
export function servicesSections({ page, services, coverage }: ServicesContent) {
  return [
    <PageHeader key="header" heading={page.heading} intro={page.intro} />,
    <ServiceDetails key="details" services={services.core} linkLabel={page.serviceLinkLabel} />,
    <IconCards
      key="more"
      id="additional-services"
      heading={page.additionalHeading}
      intro={page.additionalIntro}
      items={services.additional}
    />,
    <Coverage key="coverage" {...coverage} />,
  ];
}
