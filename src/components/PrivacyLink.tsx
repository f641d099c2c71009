import React from 'react';
import { PRIVACY_PATH } from './nav-links';

/** The way to the privacy notice, where a visitor is asked for personal details. */
export function PrivacyLink({ children = 'privacy notice' }: { children?: React.ReactNode }) {
  return <a href={PRIVACY_PATH}>{children}</a>;
}
