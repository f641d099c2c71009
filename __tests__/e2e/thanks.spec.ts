/**
 * /contact/thanks/ says "Message Sent" only after a real send (the contact endpoint answers a
 * form post with a 303 to /contact/thanks/#sent); opened any other way, it says nothing was sent.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillEnquiry, storedWithSubject, uniqueEnquiry } from '../support/browser-enquiry';
import { site, FORM } from '../support/site-content';

const { thanks } = site;

async function saysNothingWasSent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.notSentHeading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Message Sent')).toBeHidden();
  await expect(page.getByText(thanks.body)).toBeHidden();
  await expect(page.getByText(thanks.notSentBody)).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('opened directly, the thank-you page says nothing was sent and leads to the form', async ({
      page,
    }) => {
      await page.goto('/contact/thanks/');
      await saysNothingWasSent(page);
      await page.getByRole('link', { name: thanks.formLinkLabel }).click();
      await expect(page).toHaveURL(/\/contact\/#contact-form$/);
      await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toBeVisible();
    });

    test('from a link or a bookmark without the mark, the same', async ({ page }) => {
      await page.goto('/contact/thanks/?from=bookmark#top');
      await saysNothingWasSent(page);
    });
  });
}

test.describe('after a real send without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('it says "Message Sent" and what happens next, and not that nothing was sent', async ({
    page,
  }) => {
    const enquiry = uniqueEnquiry();
    await page.goto('/contact/');
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/#sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(thanks.nextSteps, { exact: false })).toBeVisible();
    await expect(page.getByText(thanks.notSentHeading)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
  });
});

test('both states of the page have no accessibility violations', async ({ page }) => {
  for (const address of ['/contact/thanks/', '/contact/thanks/#sent']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }
});
