/**
 * Each page's copy as its page query returns it. Gatsby generates these types from the queries,
 * and the GraphQL types from the content schema, so a section cannot ask for a field the content
 * does not have.
 */
export type HomeCopy = NonNullable<Queries.HomePageQuery['homePageYaml']>;
export type AboutCopy = NonNullable<Queries.AboutPageQuery['aboutPageYaml']>;
export type ServicesCopy = NonNullable<Queries.ServicesPageQuery['servicesPageYaml']>;
export type ContactCopy = NonNullable<Queries.ContactPageQuery['contactPageYaml']>;
export type ThanksCopy = NonNullable<Queries.ThanksPageQuery['thanksPageYaml']>;
export type NotFoundCopy = NonNullable<Queries.NotFoundPageQuery['notFoundPageYaml']>;
export type PrivacyCopy = NonNullable<Queries.PrivacyPageQuery['privacyPageYaml']>;
export type StatusCopy = NonNullable<Queries.StatusPageQuery['statusPageYaml']>;
export type CareCopy = NonNullable<Queries.CarePageQuery['carePageYaml']>;
export type InstallationCopy = NonNullable<Queries.InstallationPageQuery['installationPageYaml']>;
