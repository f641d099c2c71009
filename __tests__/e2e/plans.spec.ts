/**
 * What a buyer decides on, in the browser: the plans page, its prices, "Ask about this plan" and
 * "Chat on WhatsApp", the installation time, the way to them from the home and Services pages, the answers to the questions buyers ask, and the structured data
 * search engines read. With and without JavaScript. What to expect comes from the content the site
 * was built from (content/plans.yaml and content/faq.yaml, or CONTENT_DIR's).
 */
import AxeBuilder from '@axe-core/playwright';
import { filled } from '../../src/lib/form-words';
import { expect, test, type Page } from '@playwright/test';
import { naira, planSubject, speed } from '../../src/lib/plans';
import { monthly, plansLinkName, withinIn } from '../support/shown-words';
import { site, FORM } from '../support/site-content';

const { plans, faq } = site;
/** How a plan is billed, in the plans file's words. */
const billed = (plan: (typeof plans.plans)[number]) =>
  plan.billing === 'monthly'
    ? plans.prices.monthly
    : filled(plans.prices[plan.billing], {
        total: naira(plan.price * (plan.billing === 'quarterly' ? 3 : 12)),
      });
const planCard = (page: Page, name: string) =>
  page.locator('#plans').getByRole('article', { name, exact: true });
const question = (page: Page, text: string) =>
  page.locator('#questions details').filter({ has: page.getByText(text, { exact: true }) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`plans and questions, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('every plan shows its price per month in naira, billing, speeds and data terms', async ({
      page,
    }) => {
      await page.goto('/plans/');
      const section = page.locator('section#plans');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plans.heading);
      for (const plan of plans.plans) {
        const card = planCard(page, plan.name);
        await expect(card).toBeVisible();
        await expect(card).toContainText(monthly(plans, plan.price));
        await expect(card).toContainText(billed(plan));
        await expect(card).toContainText(speed(plan.download));
        await expect(card).toContainText(plan.dataTerms);
        for (const item of plan.included) await expect(card).toContainText(item);
      }
      // Under "for homes" and "for businesses" (a heading only for a group that has plans).
      for (const [audience, heading] of [
        ['home', plans.homeHeading],
        ['business', plans.businessHeading],
      ] as const) {
        const count = plans.plans.filter((plan) => plan.audience === audience).length;
        await expect(section.getByRole('group', { name: heading })).toHaveCount(count ? 1 : 0);
      }
    });

    test('"Ask about this plan" opens the contact form about that plan', async ({ page }) => {
      const plan = plans.plans.at(-1)!;
      await page.goto('/plans/');
      await planCard(page, plan.name)
        .getByRole('link', { name: `${plans.askLabel}: ${plan.name}` })
        .click();
      // The Contact page built for the plan: its subject is in the form, with or without script.
      await expect(page).toHaveURL(/\/contact\/ask\/[a-z0-9-]+\/#contact-form$/);
      await expect(page.getByRole('form', { name: site.contactPage.formHeading })).toBeVisible();
      await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue(
        planSubject(plan.name),
      );
    });

    test('the home page says "from ₦…" and leads to the plans page in one tap', async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('link', { name: plansLinkName(plans) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/plans\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plans.heading);
    });

    test('the Services page leads to the plans page in one tap, near its top and from its card', async ({
      page,
    }) => {
      await page.goto('/services/');
      const quick = page.getByRole('navigation', { name: site.servicesPage.quickLinksLabel });
      await expect(quick.getByRole('link', { name: plansLinkName(plans) })).toHaveAttribute(
        'href',
        '/plans/',
      );
      await page
        .locator('#additional-services')
        .locator('xpath=ancestor::section[1]')
        .getByRole('link', { name: plans.cardLinkLabel })
        .click();
      await expect(page).toHaveURL(/\/plans\/$/);
    });

    test('every plan says how soon it is installed and leads to the installation steps', async ({
      page,
    }) => {
      await page.goto('/plans/');
      // Its installation line refers to the promised time, in the words for times.
      const time = withinIn(site.everyPage.times, site.promises.installation);
      expect(plans.card.installed).toContain(time);
      for (const plan of plans.plans) {
        await expect(planCard(page, plan.name)).toContainText(plans.card.installed);
      }
      const first = plans.plans[0]!.name;
      await planCard(page, first)
        .getByRole('link', { name: `${plans.card.installationLink}: ${first}` })
        .click();
      await expect(page).toHaveURL(/\/installation\/$/);
      await expect(page.getByRole('main')).toContainText(time);
    });

    test('"Chat on WhatsApp" on every plan names the plan, whenever there is a number', async ({
      page,
    }) => {
      await page.goto('/plans/');
      for (const plan of plans.plans) {
        const chat = planCard(page, plan.name).getByRole('link', {
          name: filled(site.everyPage.chat.about, { name: plan.name }),
          exact: true,
        });
        if (!site.contact.whatsapp) {
          await expect(chat).toHaveCount(0);
          continue;
        }
        const href = new URL((await chat.getAttribute('href'))!);
        expect(href.origin + href.pathname).toBe(
          `https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}`,
        );
        expect(href.searchParams.get('text')).toContain(plan.name);
      }
    });

    test('every answer opens and can be read', async ({ page }) => {
      await page.goto('/plans/#questions');
      await expect(page.locator('#questions h2')).toHaveText(faq.heading);
      for (const entry of faq.questions) {
        const details = question(page, entry.question);
        const answer = details.getByText(entry.answer[0]!, { exact: true });
        await expect(answer).toBeHidden();
        await details.locator('summary').click();
        await expect(answer).toBeVisible();
        for (const paragraph of entry.answer) {
          await expect(details.getByText(paragraph, { exact: true })).toBeVisible();
        }
      }
    });
  });
}

test('an answer opens from the keyboard', async ({ page }) => {
  const entry = faq.questions[0]!;
  await page.goto('/plans/#questions');
  const summary = question(page, entry.question).locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(question(page, entry.question).getByText(entry.answer[0]!)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question(page, entry.question).getByText(entry.answer[0]!)).toBeHidden();
});

test('structured data: each plan an Offer in naira, the questions a FAQPage', async ({ page }) => {
  await page.goto('/plans/');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const service = blocks.find((block) => block['@type'] === 'Service') as {
    offers: { '@type': string; name: string; price: number; priceCurrency: string }[];
  };
  expect(
    service.offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency]),
  ).toEqual(plans.plans.map((plan) => [plan.name, plan.price, 'NGN']));
  expect(service.offers.every((offer) => offer['@type'] === 'Offer')).toBe(true);
  const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faqPage.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
    faq.questions.map((entry) => [entry.question, entry.answer.join('\n\n')]),
  );
});

test('no accessibility violations with every answer open', async ({ page }) => {
  await page.goto('/plans/');
  await page.waitForLoadState('networkidle');
  for (const summary of await page.locator('#questions summary').all()) await summary.click();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
