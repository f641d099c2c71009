/** The brand's colours in the site's e-mails (src/styles/theme.ts's palette, which server code does not import). */
export const MAIL_COLORS = {
  text: '#101b2d',
  muted: '#344256',
  border: '#d5dde8',
  surface: '#f6f8fb',
  primary: '#067647',
  onPrimary: '#ffffff',
  /** The part of a bar that is new this week. */
  fresh: '#17b26a',
  /** The rest of a bar: what was there before. */
  before: '#1c4275',
  track: '#eaeff5',
  danger: '#b42318',
} as const;
