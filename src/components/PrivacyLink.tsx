import React from 'react';
import { PRIVACY_PATH } from './nav-links';

/** The way to the privacy notice, where a visitor is asked for personal details. */
export function PrivacyLink() {
  return <a href={PRIVACY_PATH}>privacy notice</a>;
}
