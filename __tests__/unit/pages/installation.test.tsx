import { screen, within } from '@testing-library/react';
import InstallationPage from '../../../src/pages/installation';
import { fixture } from '../../support/fixture-content';
import { withinIn } from '../../support/shown-words';
import { renderPage } from '../../support/render';

const { installation, promises, everyPage } = fixture;
const withinTime = (time: (typeof promises)['installation']) => withinIn(everyPage.times, time);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

describe('Installation page', () => {
  it('walks through survey, quote, payment, installation and activation, with their promised times', () => {
    renderPage(InstallationPage, '/installation/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      installation.heading,
    ]);
    const steps = within(screen.getByRole('main')).getAllByRole('listitem');
    const expected = [
      [installation.steps.survey, promises.survey],
      [installation.steps.quote, promises.quote],
      [installation.steps.payment, null],
      [installation.steps.installation, promises.installation],
      [installation.steps.activation, promises.activation],
    ] as const;
    expect(steps).toHaveLength(expected.length);
    expected.forEach(([copy, time], index) => {
      const step = steps[index]!;
      expect(within(step).getByRole('heading', { level: 2 })).toHaveTextContent(copy.title);
      expect(step).toHaveTextContent(copy.text);
      if (time) expect(step).toHaveTextContent(capital(withinTime(time)));
      else expect(step).not.toHaveTextContent(capital(withinTime(promises.installation)));
    });
    expect(screen.getByText(installation.totalLabel, { exact: false })).toHaveTextContent(
      withinTime(promises.installation),
    );
    expect(screen.getByRole('link', { name: installation.plansLinkLabel })).toHaveAttribute(
      'href',
      '/plans/',
    );
  });
});
