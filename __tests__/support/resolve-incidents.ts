/**
 * Resolves every open incident of a status file, now (Lagos time), as staff would in the editor:
 * `tsx __tests__/support/resolve-incidents.ts <dir>/status.yaml`. scripts/test-second-content.sh
 * builds the fixture company once more with it, to see the notice go and the history keep them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { toLagosTime } from '../../src/content-model/lagos-time';

const file = process.argv[2];
if (!file) throw new Error('Usage: tsx __tests__/support/resolve-incidents.ts <status.yaml>');
const document = parseDocument(readFileSync(file, 'utf8'));
const now = toLagosTime(Date.now());
let resolved = 0;
for (const [index, incident] of (
  document.toJS() as { incidents?: { resolved?: string }[] }
).incidents?.entries() ?? []) {
  if (incident.resolved) continue;
  document.setIn(['incidents', index, 'resolved'], now);
  resolved += 1;
}
if (resolved === 0) throw new Error(`${file} has no open incident to resolve.`);
writeFileSync(file, document.toString());
console.log(`Resolved ${resolved} incident${resolved === 1 ? '' : 's'} in ${file} at ${now}.`);
