import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import { CONTENT_FILES } from '../../src/content-model/content-schema';
import type { SiteContent } from '../../src/content-model/content-schema';
import { factMistakes, factSources } from '../../src/content-model/content-facts';
import { formatTime, isOpenDay } from '../../src/content-model/fact-formats';
import { filledSentence } from '../../src/content-model/coverage-slots';
import {
  readSiteContent,
  readSiteContentAsShown,
  validateContentDir,
} from '../../src/content-model/validate-content';
import { theme } from '../../src/styles/theme';
import {
  openFile,
  publish,
  routeToBackend,
  startLocalBackend,
  type LocalBackend,
} from '../support/local-editor';
import { FORM } from '../support/site-content';

/** `#067647` -> `rgb(6, 118, 71)`, as the browser reports a colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The hours the test edits, its own: whatever the content says today. */
const HOURS = `timezone: Africa/Lagos
days:
  - { day: Monday, opens: "09:00", closes: "18:00" }
  - { day: Tuesday, opens: "09:00", closes: "18:00" }
  - { day: Wednesday, opens: "09:00", closes: "18:00" }
  - { day: Thursday, opens: "09:00", closes: "18:00" }
  - { day: Friday, opens: "09:00", closes: "18:00" }
  - { day: Saturday, opens: "10:00", closes: "16:00" }
  - { day: Sunday, closed: true }
`;

/**
 * The content editor with its local backend: `decap-server`, as `npm run edit` starts it, serving
 * a copy of the content the site was built from, so the test edits real files without touching
 * the repo's.
 */
test.describe('content editor at /admin with the local backend', () => {
  // The editor is a 6.5 MB script that loads on every page: time for it on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let backend: LocalBackend;
  let repo: string;

  test.beforeAll(async () => {
    backend = await startLocalBackend(CONTENT_DIR);
    repo = backend.repo;
    writeFileSync(path.join(repo, 'content/business-hours.yaml'), HOURS);
  });

  test.beforeEach(async ({ page }) => {
    await routeToBackend(page, backend);
  });

  test.afterAll(async () => {
    await backend?.stop();
  });

  /** The guide link: a link in the screen's bar, over nothing else that can be pressed or typed in. */
  async function expectGuideLinkInTheBar(page: Page) {
    const guide = page.getByRole('link', { name: 'Editing guide' });
    await expect(guide).toHaveAttribute('href', /\/CONTENT\.md$/);
    await expect(guide).toBeVisible();
    const covered = await guide.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const overlaps = (other: Element) => {
        const rect = other.getBoundingClientRect();
        return (
          rect.width > 0 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        );
      };
      const middle = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        fixed: getComputedStyle(link).position === 'fixed',
        onTop: middle !== null && link.contains(middle),
        others: [...document.querySelectorAll('a, button, input, textarea, [role="switch"]')]
          .filter(
            (other) =>
              other !== link &&
              !other.contains(link) &&
              other.checkVisibility({ visibilityProperty: true }) &&
              overlaps(other),
          )
          .map((other) => other.textContent?.trim() || other.tagName),
      };
    });
    expect(covered).toEqual({ fixed: false, onTop: true, others: [] });
  }

  test('loads and lists every content file, links to the guide, offers no media uploads', async ({
    page,
  }) => {
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Site content' }).first()).toBeVisible();
    await expectGuideLinkInTheBar(page);
    await expect(page.getByRole('button', { name: 'Media', exact: true })).toBeHidden();
    for (const file of CONTENT_FILES) {
      await expect(page.getByText(file.label, { exact: true })).toBeVisible();
    }
    // In a file's editor too, where the fields are.
    await page.getByText(CONTENT_FILES[0]!.label, { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expectGuideLinkInTheBar(page);
  });

  test('edits and saves the business hours, and the YAML on disk still passes the build’s checks', async ({
    page,
  }) => {
    await page.goto('/admin/#/collections/content/entries/business-hours');
    await page.getByRole('button', { name: 'Login' }).click();

    // Open Saturday and change its closing time.
    const saturday = page.getByText('Saturday', { exact: true }).first();
    await saturday.locator('xpath=preceding-sibling::div[1]//button[1]').click();
    const closes = page.getByLabel('Closes at').nth(5);
    await expect(closes).toHaveValue('16:00');
    await closes.fill('17:00');

    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    // Where the change went, and how it reaches the website.
    const notice = page.getByRole('status').filter({ hasText: 'Saved on this computer only' });
    await expect(notice).toContainText(
      'Saved on this computer only, in content/business-hours.yaml. The website has not changed.',
    );
    await expect(notice).toContainText('git diff');
    await expect(notice).toContainText('push it to the repository');

    const file = path.join(repo, 'content/business-hours.yaml');
    await expect
      .poll(
        () =>
          (parseYaml(readFileSync(file, 'utf8')) as { days: { day: string; closes?: string }[] })
            .days[5],
      )
      .toEqual({ day: 'Saturday', opens: '10:00', closes: '17:00' });
    expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
  });

  test('refuses a malformed time before saving', async ({ page }) => {
    await page.goto('/admin/#/collections/content/entries/business-hours');
    await page.getByRole('button', { name: 'Login' }).click();
    const monday = page.getByText('Monday', { exact: true }).first();
    await monday.locator('xpath=preceding-sibling::div[1]//button[1]').click();
    await page.getByLabel('Opens at').first().fill('9am');
    await publish(page);
    await expect(
      page.getByText(
        'Opens at must be a 24-hour time like 09:00 or 18:30 (HH:MM): write "9am" as 09:00.',
      ),
    ).toBeVisible();
    const days = (
      parseYaml(readFileSync(path.join(repo, 'content/business-hours.yaml'), 'utf8')) as {
        days: { opens?: string }[];
      }
    ).days;
    expect(days[0]?.opens).toBe('09:00');
  });

  /** Opens a collapsed list entry, found by the value it is shown by. */
  async function openEntry(page: Page, shownAs: string) {
    const entry = page.getByText(shownAs, { exact: true }).first();
    await entry.locator('xpath=preceding-sibling::div[1]//button[1]').click();
  }
  const onDisk = (file: string) => readFileSync(path.join(repo, 'content', file), 'utf8');

  /** Publishes, and expects the editor to refuse with `message` and the file to stay as it was. */
  async function expectRefused(page: Page, file: string, before: string, message: string | RegExp) {
    await publish(page);
    await expect(page.getByText(message).first()).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(onDisk(file)).toBe(before);
  }

  test('an open day without times is refused at the list, and nothing is written', async ({
    page,
  }) => {
    const before = onDisk('business-hours.yaml');
    await openFile(page, 'business-hours');
    await openEntry(page, 'Sunday');
    await page.getByLabel('Closed all day').nth(6).click();
    await expectRefused(
      page,
      'business-hours.yaml',
      before,
      'Entry 7 (Sunday) › Opens at is required unless the day is marked "Closed all day"',
    );
  });

  test('a closing time before the opening time is refused, and nothing is written', async ({
    page,
  }) => {
    const before = onDisk('business-hours.yaml');
    await openFile(page, 'business-hours');
    await openEntry(page, 'Friday');
    await page.getByLabel('Opens at').nth(4).fill('18:00');
    await page.getByLabel('Closes at').nth(4).fill('09:00');
    await expectRefused(
      page,
      'business-hours.yaml',
      before,
      'Entry 5 (Friday) › Closes at must be later than the opening time (18:00).',
    );
  });

  test('ticking "Closed all day" clears the day’s times, and the saved file has none', async ({
    page,
  }) => {
    await openFile(page, 'business-hours');
    await openEntry(page, 'Thursday');
    await expect(page.getByLabel('Opens at').nth(3)).not.toHaveValue('');
    await page.getByLabel('Closed all day').nth(3).click();
    await expect(page.getByLabel('Opens at').nth(3)).toHaveValue('');
    await expect(page.getByLabel('Closes at').nth(3)).toHaveValue('');
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect
      .poll(() => (parseYaml(onDisk('business-hours.yaml')) as { days: unknown[] }).days[3])
      .toEqual({ day: 'Thursday', closed: true });
    expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
  });

  test('an area listed again in other letters is refused, and nothing is written', async ({
    page,
  }) => {
    const before = onDisk('coverage.yaml');
    const { regions } = parseYaml(before) as { regions: { name: string; areas: string[] }[] };
    const region = regions[0]!;
    const area = region.areas[region.areas.length - 1]!;
    await openFile(page, 'coverage');
    await openEntry(page, region.name);
    await page
      .getByRole('button', { name: /^Add area/i })
      .first()
      .click();
    // The first region's areas come first: the new one follows them.
    await page
      .getByLabel('Area', { exact: true })
      .nth(region.areas.length)
      .fill(area.toLowerCase());
    await expectRefused(
      page,
      'coverage.yaml',
      before,
      `Entry ${region.areas.length + 1} (${area.toLowerCase()}) is the same area as entry ${region.areas.length} ("${area}"); list each area once.`,
    );
  });

  /** A status file of the test's own: one incident open on the first two areas of the list. */
  function writeStatus(areas: string[]) {
    writeFileSync(
      path.join(repo, 'content/status.yaml'),
      stringifyYaml({
        incidents: [
          {
            title: 'Test fibre cut',
            affected: 'Test internet down',
            areas,
            started: '2026-11-20 08:00',
          },
        ],
      }),
    );
  }
  const coverageAreas = () =>
    (parseYaml(onDisk('coverage.yaml')) as { regions: { areas: string[] }[] }).regions.flatMap(
      (region) => region.areas,
    );

  test('an incident: areas ticked from the coverage list, resolved, saved as the build reads it', async ({
    page,
  }) => {
    const [first, second, third] = coverageAreas();
    writeStatus([first!, second!]);
    await openFile(page, 'status');
    await openEntry(page, 'Test fibre cut');
    // The areas of the coverage list, as boxes to tick.
    await expect(page.getByRole('checkbox', { name: first!, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: third!, exact: true })).not.toBeChecked();
    await page.getByRole('checkbox', { name: third!, exact: true }).check();
    await page.getByLabel(/^Resolved/).fill('2026-11-20 11:30');
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect
      .poll(
        () =>
          (parseYaml(onDisk('status.yaml')) as { incidents: { areas: string[] }[] }).incidents[0],
      )
      .toMatchObject({ areas: [first, second, third], resolved: '2026-11-20 11:30' });
    expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
  });

  test('an incident resolved before it started is refused, in words, and nothing is written', async ({
    page,
  }) => {
    writeStatus(coverageAreas().slice(0, 2));
    const before = onDisk('status.yaml');
    await openFile(page, 'status');
    await openEntry(page, 'Test fibre cut');
    await page.getByLabel(/^Resolved/).fill('2026-11-19 08:00');
    await expectRefused(
      page,
      'status.yaml',
      before,
      'must be later than when the incident started (2026-11-20 08:00)',
    );
  });

  test('an incident naming an area the coverage list does not have is refused, in words', async ({
    page,
  }) => {
    const saved = onDisk('status.yaml');
    writeStatus([coverageAreas()[0]!, 'Nowhere Crescent']);
    try {
      const before = onDisk('status.yaml');
      await openFile(page, 'status');
      await openEntry(page, 'Test fibre cut');
      await expect(
        page.getByText('“Nowhere Crescent” is not an area of the coverage list.'),
      ).toBeVisible();
      // Another area ticked: a change to save, refused while the unknown one is there.
      await page.getByRole('checkbox', { name: coverageAreas()[1]!, exact: true }).check();
      await expectRefused(
        page,
        'status.yaml',
        before,
        /"Nowhere Crescent" is not an area in the coverage list/,
      );
    } finally {
      // The later tests check the whole content folder against the build's checks.
      writeFileSync(path.join(repo, 'content/status.yaml'), saved);
    }
  });

  test('a street of only spaces is refused, and nothing is written', async ({ page }) => {
    const before = onDisk('contact.yaml');
    await openFile(page, 'contact');
    await page.getByLabel('Street', { exact: true }).fill('   ');
    await expectRefused(page, 'contact.yaml', before, 'Street must not be empty or only spaces.');
  });

  /** The top bar of a collapsed list entry, found by the value it is shown by. */
  const topBar = (page: Page, shownAs: string) =>
    page.getByText(shownAs, { exact: true }).first().locator('xpath=preceding-sibling::div[1]');
  /** Its drag handle (dnd-kit's, a role=button element), if it has one. */
  const dragHandles = (page: Page, shownAs: string) =>
    topBar(page, shownAs).locator('[aria-roledescription="sortable"]');

  test('the days come in a fixed order and number: no drag handle, no Add, no remove', async ({
    page,
  }) => {
    await openFile(page, 'business-hours');
    for (const day of ['Monday', 'Tuesday', 'Sunday']) {
      await expect(topBar(page, day)).toBeVisible();
      await expect(dragHandles(page, day)).toHaveCount(0);
      // Only the button that opens the entry: no ×.
      await expect(topBar(page, day).getByRole('button')).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: /^Add day/i })).toHaveCount(0);
  });

  test('the core services come in a fixed order and number: no drag handle, no Add, no remove', async ({
    page,
  }) => {
    const { core, additional } = parseYaml(onDisk('services.yaml')) as {
      core: { title: string }[];
      additional: { title: string }[];
    };
    await openFile(page, 'services');
    for (const { title } of [...core, ...additional]) {
      await expect(topBar(page, title)).toBeVisible();
      await expect(dragHandles(page, title)).toHaveCount(0);
      await expect(topBar(page, title).getByRole('button')).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: /^Add (core|additional) service/i })).toHaveCount(
      0,
    );
  });

  test('a list in no fixed order keeps its drag handles, Add and remove', async ({ page }) => {
    const { regions } = parseYaml(onDisk('coverage.yaml')) as { regions: { name: string }[] };
    await openFile(page, 'coverage');
    const region = regions[0]!.name;
    await expect(dragHandles(page, region)).toHaveCount(1);
    // Open, drag, remove.
    await expect(topBar(page, region).getByRole('button')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Add cities and states/i })).toBeVisible();
  });

  test('the time fields say when they are needed and how to write them', async ({ page }) => {
    await openFile(page, 'business-hours');
    await openEntry(page, 'Monday');
    // Monday's, the first of the seven days'.
    await expect(
      page
        .getByText(
          'Needed unless the day is marked "Closed all day": a 24-hour time (HH:MM) like 08:00.',
        )
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByText(/^Needed unless the day is marked "Closed all day": .* later than the opening/)
        .first(),
    ).toBeVisible();
  });

  test('an entry opens by pressing its name, and keeps its name while open', async ({ page }) => {
    await openFile(page, 'business-hours');
    const arrow = page.getByRole('button', { name: 'Wednesday', exact: true });
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Opens at').nth(2)).toBeHidden();
    await page.getByText('Wednesday', { exact: true }).click();
    await expect(page.getByLabel('Opens at').nth(2)).toBeVisible();
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Wednesday', { exact: true })).toBeVisible();
    // The arrow, a named button, opens and closes it from the keyboard too.
    await arrow.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Opens at').nth(2)).toBeHidden();
  });

  test('times needed only on open days say so, and are not marked "optional"', async ({ page }) => {
    await openFile(page, 'business-hours');
    await page.getByText('Monday', { exact: true }).click();
    for (const label of ['Opens at', 'Closes at', 'Closed all day']) {
      await expect(page.locator('label', { hasText: label }).first()).toHaveText(label);
    }
    await openFile(page, 'contact');
    await expect(page.locator('label', { hasText: 'WhatsApp number' })).toHaveText(
      'WhatsApp number (optional)',
    );
  });

  test('mistakes get the guide’s words: a price in words, a phone with letters, a time like 2pm', async ({
    page,
  }) => {
    const plansBefore = onDisk('plans.yaml');
    const { plans } = parseYaml(plansBefore) as { plans: { name: string }[] };
    await openFile(page, 'plans');
    await page.getByText(plans[0]!.name, { exact: true }).first().click();
    const price = page.getByLabel('Price per month (₦)').first();
    await price.fill('twenty thousand');
    // What was typed stays in the box.
    await expect(price).toHaveValue('twenty thousand');
    await expectRefused(
      page,
      'plans.yaml',
      plansBefore,
      'Price per month (₦) must be written in digits, like 25000: "twenty thousand" is in words.',
    );

    const contactBefore = onDisk('contact.yaml');
    await openFile(page, 'contact');
    await page.getByLabel('Phone number').fill('+234 80 CALL ZIRA');
    await expectRefused(
      page,
      'contact.yaml',
      contactBefore,
      'Phone number must be a Nigerian number in international form, like +234 700 000 0000: "+234 80 CALL ZIRA" has letters.',
    );

    const hoursBefore = onDisk('business-hours.yaml');
    await openFile(page, 'business-hours');
    await page.getByText('Tuesday', { exact: true }).click();
    await page.getByLabel('Closes at').nth(1).fill('2pm');
    await expectRefused(
      page,
      'business-hours.yaml',
      hoursBefore,
      'Closes at must be a 24-hour time like 09:00 or 18:30 (HH:MM): write "2pm" as 14:00.',
    );
  });

  /** Opens every list entry of the file shown, nested ones too. */
  async function openEverything(page: Page) {
    await expect(page.locator('[aria-label$=" field"]').first()).toBeAttached();
    for (let round = 0; round < 60; round += 1) {
      const closed = page.locator('button[aria-expanded="false"]');
      if ((await closed.count()) === 0) return;
      await closed.first().click();
    }
  }

  test('copy that types a fact by hand is refused, naming where the fact is kept and how to refer to it', async ({
    page,
  }) => {
    const before = onDisk('faq.yaml');
    await openFile(page, 'faq');
    await openEverything(page);
    const paragraph = page.getByLabel('Paragraph', { exact: true }).first();
    // The facts as the files hold them now (earlier tests edit the hours): an open day's hours,
    // typed by hand, get the build's words.
    const built = readSiteContent(path.join(repo, 'content'));
    const day = built.hours.days.find(isOpenDay)!;
    const typed = `Test: call us on ${day.day}, ${formatTime(day.opens)} to ${formatTime(day.closes)}.`;
    await paragraph.fill(typed);
    const [hoursMistake] = factMistakes(typed, factSources(built));
    expect(hoursMistake).toContain('content/business-hours.yaml');
    await expectRefused(page, 'faq.yaml', before, `Paragraph ${hoursMistake!}.`);
    // A promised time typed by hand: the build's words, from the same content.
    const promise = `Test: we answer within ${built.promises.reply.amount} ${built.promises.reply.unit}.`;
    await paragraph.fill(promise);
    const [promiseMistake] = factMistakes(promise, factSources(built));
    expect(promiseMistake).toContain('{within: reply}');
    await expectRefused(page, 'faq.yaml', before, `Paragraph ${promiseMistake!}.`);
    await paragraph.fill('Test: call us on Saturday, {hours: Saturday}; write to {email}.');
    await publish(page);
    await expect.poll(() => onDisk('faq.yaml')).toContain('{hours: Saturday}; write to {email}.');

    // The preview shows the facts as their files have them now (in the question's answer, which
    // opens when pressed); change the hours, and it follows.
    const shownAnswer = () =>
      readSiteContentAsShown(path.join(repo, 'content')).faq.questions[0]!.answer[0]!;
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByText(shownAnswer())).toBeAttached();
    await openFile(page, 'business-hours');
    await page.getByText('Saturday', { exact: true }).click();
    await page.getByLabel('Closes at').nth(5).fill('13:30');
    await publish(page);
    await expect.poll(() => onDisk('business-hours.yaml')).toContain('"13:30"');
    const saturday = readSiteContent(path.join(repo, 'content')).hours.days[5]!;
    expect(shownAnswer()).toContain(`${formatTime(saturday.opens!)} to 1:30 PM`);
    await openFile(page, 'faq');
    await expect(preview.getByText(shownAnswer())).toBeAttached();
    expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
  });

  test('a save that cannot keep the rest of the file says so before writing, and writes nothing unless told to', async ({
    page,
  }) => {
    // Hours written by hand with a YAML anchor: Tuesday's opening time is Monday's.
    const anchored = `timezone: Africa/Lagos
days:
  - day: Monday
    opens: &open "09:00"
    closes: "18:00"
  - { day: Tuesday, opens: *open, closes: "18:00" }
  - { day: Wednesday, opens: "09:00", closes: "18:00" }
  - { day: Thursday, opens: "09:00", closes: "18:00" }
  - { day: Friday, opens: "09:00", closes: "18:00" }
  - { day: Saturday, opens: "10:00", closes: "16:00" }
  - { day: Sunday, closed: true }
`;
    const file = path.join(repo, 'content/business-hours.yaml');
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, anchored);
    try {
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
      });
      await openFile(page, 'business-hours');
      await page.getByText('Monday', { exact: true }).click();
      await page.getByLabel('Opens at').first().fill('08:00');
      await publish(page);
      await expect(
        page.getByText(
          'Not saved: content/business-hours.yaml was left as it was, because this save could not keep the rest of the file as it is.',
        ),
      ).toBeVisible();
      expect(asked).toEqual([
        expect.stringContaining(
          'This save cannot change only what you edited in content/business-hours.yaml: the whole file would be written anew',
        ),
      ]);
      expect(readFileSync(file, 'utf8')).toBe(anchored);
      // Told to go on, it writes the whole file, holding what the editor shows.
      await publish(page);
      await expect(page.getByText('Entry saved')).toBeVisible();
      expect(asked).toHaveLength(2);
      await expect
        .poll(
          () => (parseYaml(readFileSync(file, 'utf8')) as { days: { opens?: string }[] }).days[0],
        )
        .toEqual({ day: 'Monday', opens: '08:00', closes: '18:00' });
      expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
    } finally {
      writeFileSync(file, saved);
    }
  });

  test('a one-field edit changes only that field’s line in the file', async ({ page }) => {
    const before = onDisk('contact.yaml');
    await openFile(page, 'contact');
    await page.getByLabel('Street', { exact: true }).fill('Plot 12, Changed Street');
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect.poll(() => onDisk('contact.yaml')).not.toBe(before);
    const [a, b] = [before.split('\n'), onDisk('contact.yaml').split('\n')];
    expect(b).toHaveLength(a.length);
    const changed = a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
    expect(changed).toEqual([
      [expect.stringMatching(/^\s+street: /), '  street: Plot 12, Changed Street'],
    ]);
  });

  test.describe('preview pane', () => {
    const saved = () => readSiteContentAsShown(path.join(repo, 'content'));
    const preview = (page: Page) => page.frameLocator('#preview-pane');
    async function open(page: Page, file: string) {
      await page.goto(`/admin/#/collections/content/entries/${file}`);
      await page.getByRole('button', { name: 'Login' }).click();
    }

    const PAGE_HEADINGS: [string, (content: SiteContent) => string][] = [
      ['pages-home', (content) => content.home.hero.title],
      ['pages-about', (content) => content.about.heading],
      ['pages-services', (content) => content.servicesPage.heading],
      ['pages-contact', (content) => content.contactPage.heading],
      ['pages-thanks', (content) => content.thanks.heading],
      ['pages-not-found', (content) => content.notFound.heading],
    ];
    for (const [file, heading] of PAGE_HEADINGS) {
      test(`${file}: shows the page as the site renders it`, async ({ page }) => {
        await open(page, file);
        await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(heading(saved()));
      });
    }

    test('the Contact page: its form is shown, not used', async ({ page }) => {
      await open(page, 'pages-contact');
      const frame = preview(page);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
        saved().contactPage.heading,
      );
      await expect(frame.getByLabel(FORM.labels.firstName, { exact: true })).toBeDisabled();
      await expect(frame.getByRole('button', { name: FORM.send })).toBeDisabled();
    });

    test('the home page: the site’s sections and styles, following every keystroke', async ({
      page,
    }) => {
      const content = saved();
      await open(page, 'pages-home');
      const frame = preview(page);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.title);
      // The site's own styles, in the preview's frame.
      await expect(frame.getByRole('link', { name: /^Learn More/ })).toHaveCSS(
        'background-color',
        rgb(theme.colors.primary),
      );
      // Sections that take other files' content: the services, the coverage link.
      for (const service of content.services.core) {
        await expect(frame.getByRole('heading', { name: service.title, level: 3 })).toBeVisible();
      }
      await expect(
        frame.getByRole('link', { name: content.coveragePage.homeLinkLabel }),
      ).toBeVisible();

      await page.getByLabel('Title', { exact: true }).fill('Fibre for every street');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Fibre for every street');
    });

    test('content the build would refuse: said in the preview, which keeps the last good version', async ({
      page,
    }) => {
      await open(page, 'pages-home');
      const frame = preview(page);
      await page.getByLabel('Title', { exact: true }).fill('A title that works');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('A title that works');
      await page.getByLabel('Title', { exact: true }).fill('');
      await expect(frame.getByRole('alert')).toContainText(
        'content/pages/home.yaml: Hero › Title is required',
      );
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('A title that works');
    });

    test('the coverage file: the list, and a search that works there too', async ({ page }) => {
      const { coverage, coveragePage } = saved();
      await open(page, 'coverage');
      const frame = preview(page);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(coveragePage.heading);
      const region = coverage.regions[0]!;
      await expect(frame.getByRole('heading', { name: region.name, level: 2 })).toBeVisible();
      // An editor can try the spellings people use.
      await frame
        .getByRole('searchbox', { name: coveragePage.search.label })
        .fill(region.areas[0]!.toLowerCase());
      await expect(frame.getByRole('status')).toContainText(
        filledSentence(coveragePage.search.served, { place: region.areas[0]!, city: region.name }),
      );
    });

    test('the coverage search’s words: the search answers in them as they are typed, and a sentence without its slot is refused there', async ({
      page,
    }) => {
      const { coverage } = saved();
      await open(page, 'pages-coverage');
      const frame = preview(page);
      const region = coverage.regions[0]!;
      const area = region.areas[0]!;
      await page.getByLabel('Yes', { exact: true }).fill('We are in {place} ({city}) already!');
      const search = frame.getByRole('searchbox', { name: saved().coveragePage.search.label });
      await search.fill(area);
      await expect(frame.getByRole('status')).toContainText(
        `We are in ${area} (${region.name}) already!`,
      );
      const served = page.getByLabel('Yes', { exact: true });
      await served.clear();
      await served.fill('We are there already!');
      await expect(served).toHaveValue('We are there already!');
      await expect(frame.getByRole('alert')).toContainText(
        'must hold {place} and {city} once each',
      );
    });

    test('the hours file: the hours table of the Contact page', async ({ page }) => {
      await open(page, 'business-hours');
      const hours = preview(page).getByRole('table');
      // The closed day's word is the Contact page's, whatever the company calls it.
      await expect(hours.getByRole('row', { name: /Sunday/ })).toContainText(
        saved().contactPage.hours.closedDay,
      );
      await expect(hours.getByRole('row', { name: /Saturday/ })).toContainText('10:00');
    });

    test('the company file: the footer, and how search results show the company', async ({
      page,
    }) => {
      const { company, contact } = saved();
      await open(page, 'company');
      // The site's footer (inside the preview's main, so not a landmark there).
      const footer = preview(page).locator('footer');
      await expect(footer).toContainText(company.name);
      await expect(footer).toContainText(contact.email);
      await expect(preview(page).getByText(company.description)).toBeVisible();
    });
  });
});
