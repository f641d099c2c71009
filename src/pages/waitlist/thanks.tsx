import type { PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { useWaitlist } from '../../hooks/useWaitlist';
import { waitlistThanksSections } from '../../views/waitlist';

/** Where a visitor lands after joining the waitlist without JavaScript (at `#joined`). */
export default function WaitlistThanksPage({ location }: PageProps) {
  const page = useWaitlist();
  return <Layout currentPath={location.pathname}>{waitlistThanksSections({ page })}</Layout>;
}

export function Head() {
  const { thanks, seo } = useWaitlist();
  return <Seo title={thanks.title} description={seo.description} />;
}
