import React from 'react';

type SvgIconProps = { size?: number; className?: string; children: React.ReactNode };

/** A 24x24 line icon (stroke = currentColor). Decorative: hidden from screen readers. */
export function SvgIcon({ size = 24, className, children }: SvgIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Interface icons, used across the site. Content icons are in ContentIcon.tsx. */
const paths = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  chat: <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />,
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
} as const;

export type IconName = keyof typeof paths;

type IconProps = { name: IconName; size?: number; className?: string };

/** One of the site's own line icons, by name. */
export function Icon({ name, size, className }: IconProps) {
  return (
    <SvgIcon size={size} className={className}>
      {paths[name]}
    </SvgIcon>
  );
}
