import React from 'react';
import { SPEC_TEXT } from '../content-model/spec-text';
import { ISLAND_ERROR_CLASS } from '../styles/class-names';

type Props = { children: React.ReactNode };
type State = { error: Error | null };

/** Catches errors thrown while its children render, and logs them. */
export abstract class Boundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Render error:', error, info.componentStack);
  }

  abstract fallback(): React.ReactNode;

  override render() {
    return this.state.error ? this.fallback() : this.props.children;
  }
}

/**
 * One island's boundary (island.tsx): a part of the page that fails while it renders in the
 * browser is replaced by the specification's message, with a way to load the page again; the rest
 * of the page, its HTML and its other islands, keeps working.
 */
export class IslandBoundary extends Boundary {
  fallback() {
    return (
      <div className={ISLAND_ERROR_CLASS} role="alert">
        <h2>{SPEC_TEXT.renderError}</h2>
        <p>
          This part of the page could not be shown.{' '}
          <button type="button" onClick={() => window.location.reload()}>
            Load the page again
          </button>
        </p>
      </div>
    );
  }
}
