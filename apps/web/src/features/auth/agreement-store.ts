import { useSyncExternalStore } from 'react';
import { STORAGE_AGREEMENT_CHECKED } from '@xinke/shared';

/**
 * The agreement checkbox (SPEC §5): ticked by default, remembered in localStorage under
 * `checked`. A small external store so the checkbox and every login form read one value.
 */
const listeners = new Set<() => void>();

export function isAgreementChecked(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_AGREEMENT_CHECKED) !== 'false';
  } catch {
    // Storage blocked (private mode): fall back to the default, ticked.
    return true;
  }
}

export function setAgreementChecked(checked: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_AGREEMENT_CHECKED, String(checked));
  } catch {
    // Not remembered across visits; the in-page value below still applies.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAgreementChecked(): boolean {
  return useSyncExternalStore(subscribe, isAgreementChecked, () => true);
}
