/**
 * Design tokens. Primitives first (palette, scales), then role tokens that components use.
 * Text/background pairs used together are checked for WCAG AA contrast in __tests__/styles/theme.test.ts.
 */
const palette = {
  navy950: '#061326',
  navy900: '#0a1f3c',
  navy700: '#1c4275',
  green700: '#05603a',
  green600: '#067647',
  green500: '#17b26a',
  green300: '#75e0a7',
  cyan300: '#67e3f9',
  gray50: '#f6f8fb',
  gray100: '#eaeff5',
  gray200: '#d5dde8',
  gray500: '#5b6b82',
  gray700: '#344256',
  gray900: '#101b2d',
  white: '#ffffff',
  red700: '#b42318',
  red50: '#fef3f2',
  amber600: '#dc6803',
  amber50: '#fffaeb',
} as const;

export const theme = {
  palette,
  colors: {
    text: palette.gray900,
    textMuted: palette.gray700,
    background: palette.white,
    surface: palette.gray50,
    surfaceStrong: palette.gray100,
    border: palette.gray200,
    /** The outline of a form field: 3:1 against the page, as WCAG asks of controls. */
    fieldBorder: palette.gray500,
    primary: palette.green600,
    primaryHover: palette.green700,
    onPrimary: palette.white,
    link: palette.green700,
    brandDark: palette.navy900,
    brandDarker: palette.navy950,
    onBrandDark: palette.white,
    onBrandDarkMuted: '#c7d4e6',
    accentOnDark: palette.green300,
    focus: palette.navy700,
    focusOnDark: palette.cyan300,
    danger: palette.red700,
    dangerSurface: palette.red50,
    /** The service notice under the header while an incident is open. */
    warningSurface: palette.amber50,
    warningBorder: palette.amber600,
  },
  /** rem-based type scale (1rem = 16px). */
  fontSizes: {
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)',
    '4xl': 'clamp(2.125rem, 1.5rem + 3vw, 3.25rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.15, body: 1.6 },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  /** 4px-based spacing scale. */
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
    8: '4rem',
    9: '6rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 27, 45, 0.06), 0 4px 16px rgba(16, 27, 45, 0.06)',
    raised: '0 2px 4px rgba(16, 27, 45, 0.08), 0 12px 32px rgba(16, 27, 45, 0.12)',
  },
  layout: { maxWidth: '72rem', navHeight: '4rem' },
  breakpoints: { sm: '36em', md: '48em', lg: '64em' },
} as const;

export type Theme = typeof theme;

/** Media query helpers: `${media.md} { ... }` applies from 768px up. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
} as const;
