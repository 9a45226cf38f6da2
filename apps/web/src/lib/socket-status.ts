import { useSyncExternalStore } from 'react';

/*
 * Whether this tab's real-time socket is open, for code in the first load (the header's
 * counters stop polling while it is). The socket itself lives in a lazily loaded chunk
 * (features/chat/socket); it reports here, so the header never imports it.
 */
let live = false;
const listeners = new Set<() => void>();

export function setSocketLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const listener of [...listeners]) listener();
}

export function isSocketLive(): boolean {
  return live;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useSocketLive(): boolean {
  return useSyncExternalStore(subscribe, isSocketLive, () => false);
}

const logoutListeners = new Set<() => void>();

/**
 * Called when this tab logs out, before the server revokes the session: the socket closes
 * first, so the server's 4001 for the revoked session is not mistaken for a dead login.
 */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => void logoutListeners.delete(listener);
}

export function announceLogout(): void {
  for (const listener of [...logoutListeners]) listener();
}
