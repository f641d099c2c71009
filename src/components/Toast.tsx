import React, { createContext, useCallback, useContext, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { QueuedToast, ToastHostProps } from './toast-types';
import { media, theme } from '../styles/theme';

type ToastApi = {
  success: (title: React.ReactNode, text: React.ReactNode) => void;
  error: (title: React.ReactNode, text: React.ReactNode) => void;
  /** Starts loading the toast code early, for example when a visitor starts filling in a form. */
  preload: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

const loadHost = () => import('./ToastHost');

/**
 * Messages shown without notistack, when its code could not be loaded: placed as the toasts are
 * (ToastHost.tsx), at the top on a phone or tablet, bottom left beside a two-column form.
 */
const PlainMessages = styled.div`
  position: fixed;
  left: 1rem;
  right: 1rem;
  top: 0.5rem;
  z-index: 60;

  ${media.lg} {
    top: auto;
    right: auto;
    bottom: 1rem;
    width: 26rem;
  }

  display: grid;
  gap: 0.5rem;

  > div {
    padding: 1rem;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.raised};
  }
`;

/**
 * Lets its children show notistack toasts. notistack itself is loaded on demand (see ToastHost),
 * so it adds nothing to a page's first load.
 */
export function ToastProvider({
  children,
  dismissLabel,
}: {
  children: React.ReactNode;
  /** The close button's name, in the page's language. */
  dismissLabel: string;
}) {
  const [Host, setHost] = useState<React.ComponentType<ToastHostProps> | null>(null);
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const [unavailable, setUnavailable] = useState(false);

  const preload = useCallback(() => {
    loadHost()
      .then((module) => setHost(() => module.default))
      // On a flaky network the toast code may not arrive: messages are then shown plainly.
      .catch(() => setUnavailable(true));
  }, []);

  const show = useCallback(
    (toast: QueuedToast) => {
      setQueue((current) => [...current, toast]);
      preload();
    },
    [preload],
  );

  const onShown = useCallback((shown: readonly QueuedToast[]) => {
    setQueue((current) => current.filter((toast) => !shown.includes(toast)));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (title, text) => show({ tone: 'success', title, text }),
      error: (title, text) => show({ tone: 'error', title, text }),
      preload,
    }),
    [show, preload],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Host ? <Host queue={queue} onShown={onShown} dismissLabel={dismissLabel} /> : null}
      {!Host && unavailable && queue.length > 0 ? (
        <PlainMessages>
          {queue.map((toast, index) => (
            <div key={index} role={toast.tone === 'error' ? 'alert' : undefined}>
              <strong>{toast.title}</strong> {toast.text}
            </div>
          ))}
        </PlainMessages>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows and closes toasts; only inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
