/**
 * The editor's preview pane, rendered with the fixture company's files as the editor hands them
 * over (the file being edited, and the others through `getCollection`). The real editor shows
 * them in e2e/cms.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { parse as parseYaml } from 'yaml';
import React from 'react';
import { SITE_FILES, type SiteFileName } from '../../../src/content-model/content-schema';
import { cmsFileName } from '../../../src/cms/cms-config';
import { PREVIEWS } from '../../../src/cms/previews';
import { FIXTURE_DIR, fixture } from '../../support/fixture-content';
import { monthly, plansLinkName, withinIn } from '../../support/shown-words';

type Props = PreviewTemplateComponentProps;
type Data = Record<string, unknown>;

/** A file as the editor holds it: YAML read into plain data. */
const raw = (name: SiteFileName) =>
  parseYaml(readFileSync(path.join(FIXTURE_DIR, SITE_FILES[name].path), 'utf8')) as Data;

/** The editor's entry: an object whose `data` it hands over with `toJS()`. */
const entryOf = (data: Data) =>
  ({
    get: (key: string) => (key === 'data' ? { toJS: () => data } : undefined),
  }) as unknown as Props['entry'];

/** The editor's reading of saved files, answered from the fixture. */
const getCollection = (async (_collection: string, slug?: string) => {
  const name = (Object.keys(SITE_FILES) as SiteFileName[]).find(
    (key) => cmsFileName(SITE_FILES[key].path) === slug,
  );
  if (!name) throw new Error(`no such file: ${String(slug)}`);
  return { get: () => ({ toJS: () => raw(name) }) };
}) as unknown as Props['getCollection'];

async function renderPreview(name: SiteFileName, data: Data = raw(name)) {
  const Preview = PREVIEWS[name];
  const props = { entry: entryOf(data), getCollection, document } as unknown as Props;
  const view = render(<Preview {...props} />);
  // The other files arrive a moment later.
  await act(async () => undefined);
  return {
    ...view,
    edit: async (changed: Data) => {
      view.rerender(<Preview {...props} entry={entryOf(changed)} />);
      await act(async () => undefined);
    },
  };
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('editor previews', () => {
  it.each([
    ['home', fixture.home.hero.title],
    ['about', fixture.about.heading],
    ['servicesPage', fixture.servicesPage.heading],
    ['contactPage', fixture.contactPage.heading],
    ['thanks', fixture.thanks.heading],
    ['notFound', fixture.notFound.heading],
    ['privacy', fixture.privacy.heading],
    ['statusPage', fixture.statusPage.heading],
    ['care', fixture.care.heading],
    ['installation', fixture.installation.heading],
    ['plans', fixture.plans.heading],
    ['coverage', fixture.coveragePage.heading],
  ] as const)('%s: the page’s sections, with its heading', async (name, heading) => {
    await renderPreview(name);
    expect(h1()).toHaveTextContent(heading);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the Contact page’s form is shown but cannot be used from the editor', async () => {
    await renderPreview('contactPage');
    expect(screen.getByLabelText(fixture.contactPage.form.labels.firstName)).toBeDisabled();
    expect(screen.getByRole('button', { name: fixture.contactPage.form.send })).toBeDisabled();
  });

  it('the home page takes the services and the coverage link from their own files', async () => {
    await renderPreview('home');
    for (const service of fixture.services.core) {
      expect(screen.getByRole('heading', { name: service.title, level: 3 })).toBeVisible();
    }
    expect(
      screen.getAllByRole('link', { name: fixture.coveragePage.homeLinkLabel })[0],
    ).toBeVisible();
    expect(
      screen.getByRole('searchbox', { name: fixture.coveragePage.homeLinkLabel }),
    ).toBeVisible();
  });

  it('the Services page links to the plans and the coverage pages, from their own files', async () => {
    await renderPreview('servicesPage');
    const quick = screen.getByRole('navigation', { name: fixture.servicesPage.quickLinksLabel });
    expect(within(quick).getByRole('link', { name: plansLinkName(fixture.plans) })).toHaveAttribute(
      'href',
      '/plans/',
    );
    expect(
      within(quick).getByRole('link', { name: fixture.coveragePage.homeLinkLabel }),
    ).toHaveAttribute('href', '/coverage/');
  });

  it('the status file shows the notice every page shows while an incident is open, and the status page', async () => {
    const status = raw('status');
    const preview = await renderPreview('status');
    const open = fixture.status.incidents!.find((incident) => !incident.resolved)!;
    expect(
      screen.getByRole('complementary', { name: fixture.everyPage.serviceNotice.label }),
    ).toHaveTextContent(open.title);
    expect(screen.getByRole('article', { name: open.title })).toBeVisible();

    // An area the coverage list does not have: said as the build says it.
    const [first, ...others] = status.incidents as Data[];
    await preview.edit({
      ...status,
      incidents: [{ ...first, areas: ['Nowhere Crescent'] }, ...others],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'content/status.yaml: Incidents › entry 1 (' +
        String(first!.title) +
        ') › Affected areas › entry 1 (Nowhere Crescent) is not an area in the coverage list',
    );

    // Resolved: the notice goes, the incident stays in the history.
    await preview.edit({
      ...status,
      incidents: (status.incidents as Data[]).map((incident) => ({
        resolved: '2026-12-01 10:00',
        ...incident,
      })),
    });
    expect(
      screen.queryByRole('complementary', { name: fixture.everyPage.serviceNotice.label }),
    ).toBeNull();
    expect(screen.getByText(fixture.statusPage.allNormal)).toBeVisible();
  });

  it('the coverage search’s words: a button renamed to words that copy elsewhere quotes is said, as the build would refuse that copy', async () => {
    const page = raw('coveragePage');
    const preview = await renderPreview('coveragePage');
    expect(
      screen.getByRole('searchbox', { name: fixture.coveragePage.search.label }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await preview.edit({
      ...page,
      search: { ...(page.search as Data), label: 'Test Fibre Promise' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'content/pages/services.yaml: Introduction points at "Test Fibre Promise", the coverage search field, which only the page\'s script shows',
    );
  });

  it('the promised times file shows the Customer care page and the installation steps, as typed', async () => {
    const promises = raw('promises');
    const preview = await renderPreview('promises');
    await preview.edit({ ...promises, resolution: { amount: 9, unit: 'working days' } });
    const table = screen.getByRole('region', { name: fixture.care.promises.heading });
    expect(table).toHaveTextContent(
      `${fixture.care.promises.resolution}${withinIn(fixture.everyPage.times, { amount: 9, unit: 'working days' })}`,
    );
    expect(
      screen.getByRole('heading', { name: fixture.installation.steps.survey.title }),
    ).toBeVisible();
  });

  it('the plans file shows the plans as it is typed, and the home page their lowest price', async () => {
    const plans = raw('plans');
    const preview = await renderPreview('plans');
    const first = (plans.plans as Data[])[0]!;
    await preview.edit({
      ...plans,
      plans: [
        { ...first, name: 'Test Renamed', price: 23456 },
        ...(plans.plans as Data[]).slice(1),
      ],
    });
    expect(screen.getByRole('article', { name: 'Test Renamed' })).toHaveTextContent(
      monthly(fixture.plans, 23456),
    );
    await preview.edit({ ...plans, plans: [{ ...first, price: '23,456' }] });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `content/plans.yaml: Plans › entry 1 (${first.name}) › Price per month (₦) must be written in digits only, like 25000: write "23,456" as 23456`,
    );
    preview.unmount();

    await renderPreview('home');
    expect(screen.getAllByRole('link', { name: plansLinkName(fixture.plans) })[0]).toBeVisible();
  });

  it('the questions file shows each question', async () => {
    const { container } = await renderPreview('faq');
    expect(
      [...container.querySelectorAll('summary')].map((summary) => summary.textContent),
    ).toEqual(fixture.faq.questions.map((entry) => entry.question));
  });

  it('shared files show the sections they feed', async () => {
    const coverage = await renderPreview('coverage');
    expect(screen.getByRole('heading', { name: fixture.coverage.regions[0]!.name })).toBeVisible();
    coverage.unmount();

    const hours = await renderPreview('hours');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(7);
    hours.unmount();

    const values = await renderPreview('values');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(fixture.values.items.map((item) => item.title));
    values.unmount();

    await renderPreview('company');
    expect(screen.getByText(fixture.company.footerBlurb)).toBeVisible();
    expect(
      screen.getByText(`${fixture.company.registeredName}, ${fixture.company.rcNumber}`),
    ).toBeVisible();
    expect(screen.getByText(fixture.company.description)).toBeVisible();
  });

  it('follows the edits, and says what the build would refuse while keeping the last good version', async () => {
    const home = raw('home');
    const hero = home.hero as Data;
    const preview = await renderPreview('home');
    await preview.edit({ ...home, hero: { ...hero, title: 'Fibre for every street' } });
    expect(h1()).toHaveTextContent('Fibre for every street');

    await preview.edit({ ...home, hero: { ...hero, title: '' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'content/pages/home.yaml: Hero › Title is required',
    );
    expect(h1()).toHaveTextContent('Fibre for every street');
  });

  it('links in a preview lead nowhere', async () => {
    await renderPreview('notFound');
    const link = screen.getByRole('link', { name: fixture.notFound.linkLabel });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
