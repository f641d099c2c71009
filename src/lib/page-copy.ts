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
