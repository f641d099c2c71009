/**
 * @jest-environment node
 */
import { askSubjects } from '../../../src/lib/ask-subjects';
import { askFormHref, askPath } from '../../../src/lib/contact-links';
import { COVERAGE_SUBJECTS } from '../../../src/lib/coverage';
import { planSubject } from '../../../src/lib/plans';
import { fixture } from '../../support/fixture-content';

describe('the Contact pages built for one subject', () => {
  it('one per core service and per plan of the fixture company, and the coverage section’s two, each at its own address', () => {
    const subjects = askSubjects(fixture);
    expect(subjects).toEqual([
      ...fixture.services.core.map((service) => service.title),
      ...fixture.plans.plans.map((plan) => planSubject(plan.name)),
      COVERAGE_SUBJECTS.question,
      COVERAGE_SUBJECTS.interest,
    ]);
    const paths = subjects.map(askPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/contact\/ask\/[a-z0-9]+(-[a-z0-9]+)*\/$/);
  });

  it('addresses read as the subject, without accents or punctuation', () => {
    expect(askPath('Fiber Optic Services')).toBe('/contact/ask/fiber-optic-services/');
    expect(askPath('Plan enquiry: Ọ̀ṣun Home 50')).toBe('/contact/ask/plan-enquiry-osun-home-50/');
    expect(askPath('***')).toBe('/contact/ask/enquiry/');
    expect(askFormHref('Cloud Computing')).toBe('/contact/ask/cloud-computing/#contact-form');
  });
});
