import React from 'react';
import { useHydrated } from '../hooks/useHydrated';

/**
 * The year on the visitor's clock. The static HTML carries the build year; once the page's script
 * runs it shows the visitor's current year, which may be later than the build. An island
 * (src/components/CurrentYear.island.tsx).
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <>{useHydrated() ? new Date().getFullYear() : buildYear}</>;
}
