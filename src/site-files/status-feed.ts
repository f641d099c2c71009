/**
 * The Atom feed of incidents, /status/feed.xml (written by gatsby-node.ts after each build): one
 * entry per incident of the last 90 days and every open one, updated whenever staff add an update
 * or resolve it, its text in Lagos time as on the status page. Build-time only.
 */
import { Feed } from 'feed';
import { formatDuration, formatLagosTime } from '../content-model/lagos-time';
import {
  listInWords,
  openIncidents,
  recentIncidents,
  STATUS_FEED_PATH,
  STATUS_PATH,
  type Incident,
} from '../lib/service-status';

/** The moment an incident last changed: its resolution, its newest update, or its start. */
export function lastChanged(incident: Incident): number {
  return Math.max(incident.started, incident.resolved ?? 0, ...incident.updates.map((u) => u.at));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What an entry says, one paragraph a line: state, areas, times and updates, in Lagos time. */
function summary(incident: Incident): string {
  const lines = [
    incident.resolved === null
      ? `Open. ${incident.affected}.`
      : `Resolved at ${formatLagosTime(incident.resolved)} (Lagos time), after ${formatDuration(incident.resolved - incident.started)}. ${incident.affected}.`,
    `Areas: ${listInWords(incident.places.map((place) => `${place.area} (${place.region})`))}.`,
    `Started: ${formatLagosTime(incident.started)} (Lagos time).`,
    ...(incident.resolved === null && incident.expectedFix !== null
      ? [`Expected fix: ${formatLagosTime(incident.expectedFix)} (Lagos time).`]
      : []),
    ...incident.updates.map((update) => `${formatLagosTime(update.at)}: ${update.text}`),
  ];
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/** The feed's XML: the open incidents and those resolved in the 90 days before `now`. */
export function statusFeed({
  siteUrl,
  companyName,
  title,
  incidents,
  now,
}: {
  siteUrl: string;
  companyName: string;
  title: string;
  incidents: readonly Incident[];
  now: number;
}): string {
  const shown = [...openIncidents(incidents), ...recentIncidents(incidents, now)];
  const page = `${siteUrl}${STATUS_PATH}`;
  const feed = new Feed({
    id: page,
    title: `${companyName}: ${title}`,
    link: page,
    language: 'en',
    updated: new Date(shown.length > 0 ? Math.max(...shown.map(lastChanged)) : now),
    feedLinks: { atom: `${siteUrl}${STATUS_FEED_PATH}` },
    author: { name: companyName, link: siteUrl },
    copyright: companyName,
  });
  for (const incident of shown) {
    const state = incident.resolved === null ? 'Open' : 'Resolved';
    feed.addItem({
      id: `${page}#${incident.id}`,
      link: `${page}#${incident.id}`,
      title: `${state}: ${incident.title}`,
      published: new Date(incident.started),
      date: new Date(lastChanged(incident)),
      description: summary(incident),
    });
  }
  return feed.atom1();
}
