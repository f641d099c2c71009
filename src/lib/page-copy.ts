/**
 * Each page's copy, as its content file holds it: the content schema's types (src/content-model),
 * which its page query is turned back into (from-query.ts).
 */
import type { SiteFileData } from '../content-model/content-schema';
import { fromPrice, lowestPrice, type AroundAmount, type PriceWords } from './plans';

export type HomeCopy = SiteFileData<'home'>;
export type AboutCopy = SiteFileData<'about'>;
export type ServicesCopy = SiteFileData<'servicesPage'>;
export type ContactCopy = SiteFileData<'contactPage'>;
export type ThanksCopy = SiteFileData<'thanks'>;
export type NotFoundCopy = SiteFileData<'notFound'>;
export type PrivacyCopy = SiteFileData<'privacy'>;
export type StatusCopy = SiteFileData<'statusPage'>;
export type CareCopy = SiteFileData<'care'>;
export type InstallationCopy = SiteFileData<'installation'>;

/** The shared files pages show in their language (content/services.yaml, …; translations.ts). */
export type Services = SiteFileData<'services'>;
export type CoreService = Services['core'][number];
export type AdditionalService = Services['additional'][number];
export type CoreValue = SiteFileData<'values'>['items'][number];
export type Faq = SiteFileData<'faq'>;
export type PlansContent = SiteFileData<'plans'>;
export type Plan = PlansContent['plans'][number];

/**
 * What the links to the plans page need (home and Services pages): their labels and the prices,
 * for "from ₦…".
 */
export type PlansLink = {
  label: string;
  cardLabel: string;
  /** The lowest price a month, if there are plans, and how the page's language writes it. */
  from: AroundAmount | null;
};

/** The links to the plans page, from the plans file's labels, prices and price words. */
export const plansLinkOf = (plans: {
  homeLinkLabel: string;
  cardLinkLabel: string;
  prices: Pick<PriceWords, 'perMonth' | 'from'>;
  plans: readonly { price: number }[];
}): PlansLink => {
  const lowest = lowestPrice(plans.plans);
  return {
    label: plans.homeLinkLabel,
    cardLabel: plans.cardLinkLabel,
    from: lowest === null ? null : fromPrice(lowest, plans.prices),
  };
};

/** The words of a link to chat on WhatsApp (content/pages/every-page.yaml, `chat`). */
export type ChatWords = SiteFileData<'everyPage'>['chat'];
