/**
 * The privacy notice, reached from where a visitor gives their details (next to the send button)
 * and from every page's footer, with and without JavaScript. Its words come from the content the
 * site was built from (content/pages/privacy.yaml, or CONTENT_DIR's).
 */
import { expect, test } from '@playwright/test';
import { filled } from '../../src/lib/form-words';
import { site, FORM } from '../support/site-content';

const { privacy } = site;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`privacy notice, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('is linked next to the send button, and says what the notice has to say', async ({
      page,
    }) => {
      await page.goto('/contact/');
      const form = page.getByRole('form', { name: site.contactPage.formHeading });
      const send = form.getByRole('button', { name: FORM.send });
      const link = form.getByRole('link', { name: FORM.privacyLink });
      // Just under the button, on any screen.
      const [button, line] = [await send.boundingBox(), await link.boundingBox()];
      expect(line!.y - (button!.y + button!.height)).toBeLessThan(80);

      await link.click();
      await expect(page).toHaveURL(/\/privacy\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
      for (const section of privacy.sections) {
        const region = page.getByRole('region', { name: section.heading, exact: true });
        for (const paragraph of section.paragraphs) {
          await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
        }
      }
      // Where and how long, the periods put in from the settings the website deletes by.
      const storage = page.getByRole('region', { name: privacy.storage.heading, exact: true });
      const { storage: words } = privacy;
      const count = (number: number, one: string, many: string) =>
        `${number} ${number === 1 ? one : many}`;
      await expect(storage).toContainText(filled(words.where, { region: words.region }));
      await expect(storage).toContainText(
        filled(words.howLong, {
          enquiries: count(words.enquiryMonths, words.month, words.months),
          spam: count(words.spamDays, words.day, words.days),
        }),
      );
      await expect(storage).toContainText(
        filled(words.waitlist, {
          waitlist: count(words.waitlistMonths, words.month, words.months),
          // A sign-up nobody confirmed goes after a week (src/lib/waitlist-periods.ts).
          unconfirmed: count(7, words.day, words.days),
        }),
      );
      await expect(
        page
          .getByRole('region', { name: privacy.contact.heading, exact: true })
          .getByRole('link', { name: privacy.contact.email }),
      ).toHaveAttribute('href', `mailto:${privacy.contact.email}`);
      await expect(page.locator('time')).toHaveAttribute('datetime', privacy.updated);
    });
  });
}
