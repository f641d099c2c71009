/**
 * The notistack side of the site's toasts. Loaded on demand by ToastProvider (Toast.tsx), so no
 * page pays for notistack until a visitor starts filling in a form.
 */
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import React, { createContext, forwardRef, useContext, useEffect } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon';
import type { ToastHostProps } from './toast-types';
import { theme } from '../styles/theme';

/**
 * Where a toast goes: never over a form's controls. From the `lg` width the Contact page has two
 * columns, the form on the right, so toasts go bottom left; on a phone or tablet the form is as
 * wide as the screen, so they go to the top, over the sticky header, where the page shows the
 * form's heading or the confirmation, not its fields or its Send button.
 */
export const TOAST_TWO_COLUMNS = `(min-width: ${theme.breakpoints.lg})`;

function placement(): { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' } {
  return window.matchMedia(TOAST_TWO_COLUMNS).matches
    ? { vertical: 'bottom', horizontal: 'left' }
    : { vertical: 'top', horizontal: 'center' };
}

type Tone = 'success' | 'error';

const Box = styled(SnackbarContent)<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  width: min(26rem, calc(100vw - 2rem));
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.md};
  border-left: 6px solid;
  box-shadow: ${theme.shadows.raised};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  ${({ $tone }) => {
    const color = $tone === 'success' ? theme.colors.primary : theme.colors.danger;
    return css`
      border-left-color: ${color};
      > svg {
        flex: none;
        color: ${color};
      }
    `;
  }}
`;

const Body = styled.div`
  flex: 1;
  font-size: ${theme.fontSizes.sm};

  strong {
    display: block;
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space[1]};
  }

  p {
    margin: 0;
  }
`;

const Dismiss = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  margin: -${theme.space[3]} -${theme.space[3]} 0 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surface};
  }
`;

/** The close button's name, from the page's words (notistack renders the toasts itself). */
const DismissLabel = createContext('');

/** notistack content for the site's toasts: themed, with a title, text and a close button. */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const dismissLabel = useContext(DismissLabel);
  const tone: Tone = variant === 'error' ? 'error' : 'success';
  return (
    // Errors are alerts; a success is announced by the form's own live region.
    <Box ref={ref} $tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <Icon name={tone === 'error' ? 'close' : 'check'} />
      <Body>{message}</Body>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => closeSnackbar(id)}>
        <Icon name="close" size={18} />
      </Dismiss>
    </Box>
  );
});

const components = { success: ToastContent, error: ToastContent, default: ToastContent };

function Enqueue({ queue, onShown }: Omit<ToastHostProps, 'dismissLabel'>) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) {
      enqueueSnackbar(
        <>
          <strong>{toast.title}</strong>
          <p>{toast.text}</p>
        </>,
        // Errors stay until dismissed: they carry the other ways to reach us.
        { variant: toast.tone, persist: toast.tone === 'error', anchorOrigin: placement() },
      );
    }
    onShown(queue);
  }, [queue, onShown, enqueueSnackbar]);
  return null;
}

export default function ToastHost({ dismissLabel, ...props }: ToastHostProps) {
  return (
    <DismissLabel.Provider value={dismissLabel}>
      <SnackbarProvider maxSnack={3} autoHideDuration={6000} Components={components}>
        <Enqueue {...props} />
      </SnackbarProvider>
    </DismissLabel.Provider>
  );
}
