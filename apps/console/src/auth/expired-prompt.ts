import { useSyncExternalStore } from 'react';
import { sessionExpiredPromptClosed } from '../api/http';

/**
 * Open/closed state of the expired-session prompt (spec §4/§8). The API client opens it through the
 * hook installed in App.tsx, possibly before any component is mounted (first navigation's loader).
 */
let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const expiredPrompt = {
  open(): void {
    open = true;
    emit();
  },
  close(): void {
    open = false;
    sessionExpiredPromptClosed();
    emit();
  },
  isOpen: () => open,
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useExpiredPromptOpen(): boolean {
  return useSyncExternalStore(expiredPrompt.subscribe, expiredPrompt.isOpen, expiredPrompt.isOpen);
}
