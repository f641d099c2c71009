import { screen } from '@testing-library/react';
import React from 'react';
import { renderWithProviders } from '../../support/render';

function Broken(): React.ReactElement {
  throw new Error('boom');
}

describe('ErrorBoundary (in the root wrapper)', () => {
  it('shows the fallback with a way home instead of a blank page', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Broken />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('renders the page normally when nothing throws', () => {
    renderWithProviders(<p>All good</p>);
    expect(screen.getByText('All good')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
