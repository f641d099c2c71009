/**
 * The social networks a company page may be on, by the host its address starts with, and the
 * name the footer shows for each. The content schema accepts links to these hosts only.
 */
export const SOCIAL_NETWORKS = {
  'facebook.com': 'Facebook',
  'instagram.com': 'Instagram',
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
} as const satisfies Record<string, string>;

/** The network a profile link is on: https://www.instagram.com/… -> Instagram. */
export function socialNetwork(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return (SOCIAL_NETWORKS as Record<string, string>)[host] ?? host;
}
