/**
 * Generates the share image (static/og-image.png, 1200x630) from an SVG drawn here, with the
 * company name and tagline from content/company.yaml. Run after changing either:
 *
 *   npm run images
 *
 * The PNG is committed, so builds do not depend on the fonts of the build machine.
 */
import path from 'node:path';
import sharp from 'sharp';
import { CONTENT_DIR } from '../src/content-model/content-dir';
import { readContent } from '../src/content-model/validate-content';
import { theme } from '../src/styles/theme';

const ROOT = path.resolve(__dirname, '..');
const company = readContent(CONTENT_DIR, 'company');

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** Splits text into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const { palette } = theme;
const tagline = wrap(company.tagline, 28)
  .map((text, index) => `<tspan x="96" dy="${index === 0 ? 0 : 64}">${escape(text)}</tspan>`)
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow-a" cx="0.85" cy="0.2" r="0.6">
      <stop offset="0" stop-color="${palette.cyan300}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${palette.cyan300}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-b" cx="0.1" cy="1" r="0.7">
      <stop offset="0" stop-color="${palette.green500}" stop-opacity="0.3"/>
      <stop offset="1" stop-color="${palette.green500}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="strand" x1="0" x2="1">
      <stop offset="0" stop-color="${palette.green300}" stop-opacity="0"/>
      <stop offset="1" stop-color="${palette.green300}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="${palette.navy900}"/>
  <rect width="1200" height="630" fill="url(#glow-a)"/>
  <rect width="1200" height="630" fill="url(#glow-b)"/>
  <g fill="none" stroke="url(#strand)" stroke-width="4" stroke-linecap="round" opacity="0.9">
    <path d="M760 560 C940 560 990 380 1090 330"/>
    <path d="M700 600 C930 600 1000 400 1090 330"/>
    <path d="M840 520 C980 510 1010 370 1090 330"/>
  </g>
  <circle cx="1090" cy="330" r="56" fill="${palette.cyan300}" opacity="0.25"/>
  <circle cx="1090" cy="330" r="16" fill="#ffffff"/>
  <g transform="translate(96 84) scale(2.5)">
    <rect width="32" height="32" rx="8" fill="${palette.navy950}"/>
    <circle cx="16" cy="16" r="9" fill="none" stroke="${palette.green500}" stroke-width="2.5"/>
    <path d="M4 21 L28 11" stroke="${palette.cyan300}" stroke-width="2.5" stroke-linecap="round"/>
    <circle cx="16" cy="16" r="2.5" fill="#ffffff"/>
  </g>
  <text x="196" y="140" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escape(company.name)}</text>
  <text x="96" y="270" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${tagline}</text>
  <text x="96" y="560" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="${palette.green300}">Fibre · Internet · Cloud · Tech solutions</text>
</svg>`;

async function main(): Promise<void> {
  const out = path.join(ROOT, 'static/og-image.png');
  const info = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out);
  console.log(
    `${path.relative(ROOT, out)}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
