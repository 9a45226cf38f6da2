import { chinaToday } from './china-day';

/*
 * A member who closes the sign-in popup without signing is not asked again on every
 * navigation or reload of this tab the same day: the day of the closing is kept in
 * sessionStorage (a new tab or a new day asks again).
 */
const KEY = 'xinke.signin-popup-closed';

export function popupClosedToday(): boolean {
  try {
    return sessionStorage.getItem(KEY) === chinaToday();
  } catch {
    return false;
  }
}

export function rememberPopupClosed(): void {
  try {
    sessionStorage.setItem(KEY, chinaToday());
  } catch {
    // Storage disabled: the popup may show again, which is harmless.
  }
}
