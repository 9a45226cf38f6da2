import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { signInPopup, type UserInfo } from '@xinke/shared';
import { api } from '../../lib/api';
import { accountKeys } from '../account/queries';
import { chinaToday } from './china-day';
import { popupClosedToday, rememberPopupClosed } from './popup-dismissal';
import SignInPopup from './SignInPopup';

/**
 * The popup once per day per member, across tabs and devices (issue 13 point 8): the
 * server decides (POST /web/index/sign_popup answers show 1 to the first ask of the China
 * day only), so a second tab or a second device the same day shows nothing. Asked once
 * per tab and day (kept with the user data, dropped at logout); a tab where the member
 * closed it does not ask again. Quiet: if the ask fails, no popup, no toast.
 */
export default function SignInPopupGate({
  info,
}: {
  info: Pick<UserInfo, 'sign_flag' | 'sign_days'>;
}) {
  const [closed, setClosed] = useState(popupClosedToday);
  const claim = useQuery({
    queryKey: [...accountKeys.all, 'sign-popup', chinaToday()],
    queryFn: () => api(signInPopup, undefined, { silent: true }),
    enabled: !closed,
    staleTime: Infinity,
    retry: false,
  });
  if (closed || claim.data?.show !== 1) return null;
  const close = () => {
    rememberPopupClosed();
    setClosed(true);
  };
  return <SignInPopup info={info} popup={claim.data.popup} onClose={close} />;
}
