/**
 * @jest-environment node
 */
import { theme } from '../../../src/styles/theme';

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const { colors } = theme;

describe('theme colours', () => {
  it.each([
    ['body text on page', colors.text, colors.background],
    ['muted text on page', colors.textMuted, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['links on page', colors.link, colors.background],
    ['links on surface', colors.link, colors.surface],
    ['button text on primary', colors.onPrimary, colors.primary],
    ['button text on primary hover', colors.onPrimary, colors.primaryHover],
    ['text on dark bands', colors.onBrandDark, colors.brandDark],
    ['muted text on dark bands', colors.onBrandDarkMuted, colors.brandDark],
    ['muted text in the top bar', colors.onBrandDarkMuted, colors.brandDarker],
    ['accent on dark bands', colors.accentOnDark, colors.brandDark],
    ['errors on page', colors.danger, colors.background],
  ])('%s meets WCAG AA (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on page', colors.focus, colors.background],
    ['focus ring on dark bands', colors.focusOnDark, colors.brandDark],
    ['field borders', colors.fieldBorder, colors.background],
  ])('%s meets the 3:1 non-text contrast minimum', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
