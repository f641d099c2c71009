import React from 'react';
import type { SERVICE_ICONS, VALUE_ICONS } from '../content-model/content-schema';
import { SvgIcon } from './Icon';

/** An icon a content file can name (`icon:`): the choices the content schema allows. */
export type ContentIconName = (typeof SERVICE_ICONS)[number] | (typeof VALUE_ICONS)[number];

/**
 * Icons for services and values, one for every name the content schema allows (the type makes
 * a missing one a compile error). Only the pages that show them load them.
 */
const paths: Record<ContentIconName, React.ReactNode> = {
  fibre: (
    <>
      <path d="M3 12c4-6 14-6 18 0" />
      <path d="M3 12c4 6 14 6 18 0" />
      <path d="M3 12h18" />
      <circle cx="3" cy="12" r="1.5" />
      <circle cx="21" cy="12" r="1.5" />
    </>
  ),
  cloud: <path d="M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z" />,
  tech: (
    <>
      <rect x="4" y="4" width="16" height="12" rx="2" />
      <path d="M8 20h8M12 16v4M9 9l-2 1.5L9 12M15 9l2 1.5-2 1.5" />
    </>
  ),
  internet: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  consulting: (
    <>
      <path d="M4 5h11v8H8l-4 3z" />
      <path d="M15 9h5v8l-3-2h-6v-2" />
    </>
  ),
  training: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6" />
    </>
  ),
  innovation: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.5 10.9c.5.4.5 1 .5 1.6V16h6v-.5c0-.6.1-1.2.5-1.6A6 6 0 0 0 12 3z" />
    </>
  ),
  reliability: (
    <>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  accessibility: (
    <>
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5L9 21M12 14.5l3 6.5" />
    </>
  ),
};

type ContentIconProps = { name: ContentIconName; size?: number };

/** The icon a content file names. */
export function ContentIcon({ name, size }: ContentIconProps) {
  return <SvgIcon size={size}>{paths[name]}</SvgIcon>;
}
