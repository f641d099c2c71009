import React from 'react';
import {
  ENGLISH,
  inLanguage,
  languageOf,
  type LanguageCode,
  type PageLanguage,
} from '../content-model/languages';
import { useCompany } from '../hooks/useCompany';
import { useLanguages } from '../hooks/useLanguages';
import { useSiteMetadata } from '../hooks/useSiteMetadata';

/** The share image: static/og-image.png, made by `npm run images`. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

type SeoProps = {
  title: string;
  description: string;
  /** The page's path, such as /about/; pages without one are kept out of search results. */
  path?: string;
  children?: React.ReactNode;
};

/**
 * Title, description, canonical address, the same page in the site's other languages, and
 * link-preview tags (Open Graph, Twitter) for a page; every page's Head renders one.
 */
export function Seo({ title, description, path, children }: SeoProps) {
  const company = useCompany();
  const { siteUrl } = useSiteMetadata();
  const languages = useLanguages();
  const fullTitle = `${title} | ${company.name}`;
  const url = path ? new URL(path, siteUrl).href : null;
  const image = new URL(SHARE_IMAGE.path, siteUrl).href;
  const imageAlt = `${company.name}: ${company.tagline}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      {path ? <Alternates path={path} languages={languages} siteUrl={siteUrl} /> : null}
      <meta property="og:locale" content={`${path ? languageOf(path).lang : 'en'}_NG`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}

/**
 * The page in every language the site publishes (English too), and English for a reader whose
 * language the site does not have (x-default). Nothing while the site is in English only.
 */
function Alternates({
  path,
  languages,
  siteUrl,
}: {
  path: string;
  languages: readonly { code: LanguageCode }[];
  siteUrl: string;
}) {
  if (languages.length === 0) return null;
  const english = languageOf(path).path;
  const href = (code: PageLanguage) => new URL(inLanguage(english, code), siteUrl).href;
  const all: readonly { code: PageLanguage }[] = [ENGLISH, ...languages];
  return (
    <>
      {all.map(({ code }) => (
        <link key={code} rel="alternate" hrefLang={code} href={href(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
    </>
  );
}

/** A page's schema.org data, one JSON-LD script per block (its query's `structuredData`). */
export function StructuredData({ blocks }: { blocks: readonly string[] }) {
  return blocks.map((json) => (
    <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ));
}
