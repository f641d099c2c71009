import React from 'react';

/**
 * The brand mark: a beam of light through a ring of fibre. Decorative next to the company name.
 * The same drawing as src/images/logo.svg (the favicon and app icons), inline here so the top bar
 * needs no extra request.
 */
export function LogoMark() {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0a1f3c" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#17b26a" strokeWidth="2.5" />
      <path d="M4 21 L28 11" stroke="#67e3f9" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="16" r="2.5" fill="#ffffff" />
    </svg>
  );
}
