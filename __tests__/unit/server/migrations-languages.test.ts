/**
 * The database refuses a language it does not know (a CHECK in each table that keeps one), so a
 * language the site gains needs a migration: without one, every enquiry and sign-up from its pages
 * would fail to be kept. The migrations' lists, taken together, must be the site's languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LANGUAGES } from '../../../src/content-model/languages';
import { MIGRATIONS_DIR } from '../../../src/server/migrations';

/** Each table's allowed languages, as the last migration that names them says. */
function allowedLanguages(): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const [, table, list] of sql.matchAll(
      /ALTER TABLE (\w+)[\s\S]*?CHECK \(language IN \(([^)]*)\)\)/g,
    )) {
      allowed.set(
        table!,
        [...list!.matchAll(/'([^']+)'/g)].map((match) => match[1]!),
      );
    }
  }
  return allowed;
}

it('every table that keeps a language allows exactly the languages the site has pages in', () => {
  const allowed = allowedLanguages();
  expect([...allowed.keys()].sort()).toEqual(['enquiries', 'waitlist']);
  for (const [table, languages] of allowed) {
    expect({ table, languages: [...languages].sort() }).toEqual({
      table,
      languages: [...PAGE_LANGUAGES].sort(),
    });
  }
});
