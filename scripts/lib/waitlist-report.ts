/**
 * Staff's view of the waitlist (`npm run enquiries -- waitlist [--csv]`): the count of people
 * waiting by city or state and place, then every sign-up, as a terminal list or as CSV for a
 * spreadsheet (the same rules as the enquiries' export, scripts/lib/staff-output.ts: every cell
 * quoted, formulas defused wherever a cell could start, phone numbers kept as text, Lagos time).
 */
import { ENGLISH_NAMES } from '../../src/content-model/languages';
import type { PlaceMatch } from '../../src/lib/coverage';
import type { PlaceCount, SignUpRecord } from '../../src/server/waitlist';
import { counted, phoneCell, sheetTime, spreadsheetCsv, staffTime } from './staff-output';

/** What the coverage search made of a place, in words: "Lagos", "Bodija, Ibadan", "unknown". */
export function matchText(match: PlaceMatch): string {
  if (match.kind === 'area') return `${match.area}, ${match.region}`;
  if (match.kind === 'region') return match.region;
  return 'not matched';
}

/** Where a sign-up stands, in words. */
export function signUpStatus(kept: SignUpRecord): string {
  if (kept.restrictedAt)
    return `RESTRICTED since ${staffTime(kept.restrictedAt)}: nothing more is done with it`;
  if (kept.spam) return `spam (${kept.spam.join(', ')})`;
  if (kept.signUp.email !== '' && !kept.confirmedAt) {
    return kept.confirmSentAt
      ? 'NOT CONFIRMED: asked to confirm by e-mail; not on the list until they do'
      : 'NOT CONFIRMED: the confirmation e-mail has not gone yet';
  }
  if (!kept.served)
    return kept.signUp.email === '' ? 'waiting (phone only, unconfirmed)' : 'waiting';
  if (kept.notifiedAt) return `served ${kept.served.area}; e-mailed`;
  if (kept.signUp.email === '') return `served ${kept.served.area}; to call`;
  if (kept.undeliverableAt) {
    return `served ${kept.served.area}; e-mail UNDELIVERABLE after ${counted(kept.attempts, 'try', 'tries')}: call instead, if there is a phone number`;
  }
  return `served ${kept.served.area}; e-mail not yet sent`;
}

export const WAITLIST_CSV_COLUMNS = [
  'id',
  'joined_at',
  'status',
  'place_typed',
  'place_matched',
  'name',
  'phone',
  'email',
  'audience',
  'language',
  'consent_at',
  'confirmed_at',
  'notice_version',
  'served_at',
  'notified_at',
] as const;

/** The sign-ups as CSV for a spreadsheet. */
export function waitlistCsv(signUps: readonly SignUpRecord[]): string {
  const rows = signUps.map((kept) => [
    kept.id,
    sheetTime(kept.joinedAt),
    signUpStatus(kept),
    kept.signUp.place,
    matchText(kept.match),
    kept.signUp.name,
    phoneCell(kept.signUp.phone),
    kept.signUp.email,
    kept.signUp.audience,
    kept.language,
    sheetTime(kept.consentAt),
    sheetTime(kept.confirmedAt),
    kept.noticeVersion,
    sheetTime(kept.served?.at ?? null),
    sheetTime(kept.notifiedAt),
  ]);
  return spreadsheetCsv(WAITLIST_CSV_COLUMNS, rows);
}

/** The counts by city or state and place, most asked for first. */
export function countsTable(counts: readonly PlaceCount[]): string {
  if (counts.length === 0) return 'Nobody is waiting for an area.';
  const byRegion = new Map<string, PlaceCount[]>();
  for (const count of counts) {
    const region = count.region ?? '(no city or state matched)';
    byRegion.set(region, [...(byRegion.get(region) ?? []), count]);
  }
  const lines: string[] = [];
  for (const [region, places] of byRegion) {
    const total = places.reduce((sum, place) => sum + place.waiting, 0);
    lines.push(`${region}: ${counted(total, 'person', 'people')} waiting`);
    for (const place of places) {
      const phoneOnly = place.phoneOnly > 0 ? ` (${place.phoneOnly} by phone only)` : '';
      lines.push(`  ${place.place}: ${place.waiting}${phoneOnly}`);
    }
  }
  return lines.join('\n');
}

/** One sign-up, for the terminal list and for an access request. */
export function signUpBlock(kept: SignUpRecord): string {
  const { signUp } = kept;
  const reach = [signUp.phone, signUp.email && `<${signUp.email}>`].filter(Boolean).join('  ');
  return [
    `${staffTime(kept.joinedAt)}  ${signUpStatus(kept)}  (waitlist ${kept.id})`,
    `  ${signUp.name}  ${reach}  (${signUp.audience})`,
    `  Place: ${signUp.place}  (matched: ${matchText(kept.match)})`,
    `  Language: ${ENGLISH_NAMES[kept.language]} (the page it came from)`,
    `  Consent: ${staffTime(kept.consentAt)}, privacy notice of ${kept.noticeVersion}; ${
      kept.confirmedAt
        ? `e-mail address confirmed ${staffTime(kept.confirmedAt)}`
        : kept.signUp.email
          ? 'e-mail address not confirmed'
          : 'phone only, unconfirmed'
    }`,
  ].join('\n');
}
