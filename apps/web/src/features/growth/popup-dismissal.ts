import { chinaToday } from './china-day';

/*
 * A tab where the member closed the sign-in popup does not even ask the server again that
 * day (the day of the closing is kept in sessionStorage). Whether the popup shows at all
 * is the server's answer (SignInPopupGate): once per day per member, whatever the tab.
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
