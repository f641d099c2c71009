import React from 'react';
import { useCompany } from '../hooks/useCompany';
import { useSiteMetadata } from '../hooks/useSiteMetadata';

type SeoProps = {
  title: string;
  description: string;
  /** The page's path, such as /about/; leave out for pages that must not be indexed. */
  path?: string;
  children?: React.ReactNode;
};

/** Title, description and canonical address for a page; every page's Head renders one. */
export function Seo({ title, description, path, children }: SeoProps) {
  const company = useCompany();
  const { siteUrl } = useSiteMetadata();
  const fullTitle = `${title} | ${company.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {path ? <link rel="canonical" href={new URL(path, siteUrl).href} /> : null}
      {children}
    </>
  );
}
