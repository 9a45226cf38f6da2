import { useState } from 'react';
import type { UserInfo } from '@xinke/shared';
import { popupClosedToday, rememberPopupClosed } from './popup-dismissal';
import SignInPopup from './SignInPopup';

/**
 * The popup unless the member closed it earlier today in this tab. Loaded with the popup,
 * so the day arithmetic stays out of every page's first load.
 */
export default function SignInPopupGate({
  info,
}: {
  info: Pick<UserInfo, 'sign_flag' | 'sign_days'>;
}) {
  const [closed, setClosed] = useState(popupClosedToday);
  if (closed) return null;
  const close = () => {
    rememberPopupClosed();
    setClosed(true);
  };
  return <SignInPopup info={info} onClose={close} />;
}
