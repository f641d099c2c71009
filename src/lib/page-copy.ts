/**
 * Each page's copy, as its content file holds it: the content schema's types (src/content-model),
 * which its page query is turned back into (from-query.ts).
 */
import type { SiteFileData } from '../content-model/content-schema';

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
  prices: readonly { price: number }[];
};

/** The links to the plans page, from the plans file's labels and prices. */
export const plansLinkOf = (plans: {
  homeLinkLabel: string;
  cardLinkLabel: string;
  plans: readonly { price: number }[];
}): PlansLink => ({
  label: plans.homeLinkLabel,
  cardLabel: plans.cardLinkLabel,
  prices: plans.plans,
});

/** The words of a link to chat on WhatsApp (content/pages/every-page.yaml, `chat`). */
export type ChatWords = SiteFileData<'everyPage'>['chat'];
