import { useSyncExternalStore } from 'react';
import { CODE_RESEND_SECONDS } from '@xinke/shared';

/**
 * When each send-code button last sent (SPEC §4). Kept outside React so the countdown
 * survives closing and reopening the dialog; keyed by the form that sent it. One shared
 * one-second ticker runs only while some countdown does.
 */
const sentAt = new Map<string, number>();
const listeners = new Set<() => void>();
let now = Date.now();
let ticker: number | undefined;

const notify = () => listeners.forEach((listener) => listener());

/** Whole seconds until `key` may send again; 0 when it may. */
export function secondsUntilResend(key: string, at = now): number {
  const sent = sentAt.get(key);
  if (sent === undefined) return 0;
  const elapsed = Math.max(0, Math.floor((at - sent) / 1000));
  return Math.max(0, CODE_RESEND_SECONDS - elapsed);
}

function anyRunning(): boolean {
  return [...sentAt.keys()].some((key) => secondsUntilResend(key) > 0);
}

function stopTickerWhenIdle() {
  if (!anyRunning() && ticker !== undefined) {
    window.clearInterval(ticker);
    ticker = undefined;
  }
}

function tick() {
  now = Date.now();
  stopTickerWhenIdle();
  notify();
}

export function markCodeSent(key: string): void {
  now = Date.now();
  sentAt.set(key, now);
  ticker ??= window.setInterval(tick, 1000);
  notify();
}

/** A failed send resets the timestamp so the user can try again at once. */
export function resetCodeSent(key: string): void {
  sentAt.delete(key);
  stopTickerWhenIdle();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live countdown of one button (seconds left, 0 = may send). */
export function useResendCountdown(key: string): number {
  return useSyncExternalStore(subscribe, () => secondsUntilResend(key));
}
