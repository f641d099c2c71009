import type React from 'react';

/** A toast waiting to be shown: ToastProvider queues it, the notistack host shows it. */
export type QueuedToast = {
  tone: 'success' | 'error';
  title: React.ReactNode;
  text: React.ReactNode;
};

/** What the notistack host (loaded on demand) takes from ToastProvider. */
export type ToastHostProps = {
  queue: readonly QueuedToast[];
  onShown: (shown: readonly QueuedToast[]) => void;
  /** The close button's name, in the page's language. */
  dismissLabel: string;
};
