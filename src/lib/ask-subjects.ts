/**
 * The subjects "Ask about …" links on the built pages carry (each core service, each plan).
 * gatsby-node.ts builds a Contact page for each (askPath in src/lib/contact-links.ts), with the
 * subject already in the form, so the subject arrives without JavaScript too.
 */
import { planSubject } from './plans';
import type { SiteContent } from '../content-model/content-schema';

/** Every subject an "Ask about" link carries: each core service, then each plan. */
export function askSubjects(content: Pick<SiteContent, 'services' | 'plans'>): string[] {
  return [
    ...content.services.core.map((service) => service.title),
    ...content.plans.plans.map((plan) => planSubject(plan.name)),
  ];
}
