import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { withAntdScope } from '../app/with-antd-scope';
import { useUserInfo } from '../features/account/queries';
import { popupClosedToday, rememberPopupClosed } from '../features/growth/popup-dismissal';
import { hasToken } from '../lib/credentials';

// antd's Modal loads only when a member who has not signed in today arrives: the featured
// page's first load stays as small as before.
const SignInPopup = lazy(withAntdScope(() => import('../features/growth/SignInPopup')));

/**
 * SPEC §2 sign-in popup on entering the site: shown while user info says sign_flag 0,
 * unless the member closed it earlier today in this tab. Read again on every navigation,
 * so it leaves with a logout.
 */
export function SignInLayer() {
  useLocation();
  const { data: info } = useUserInfo();
  const [closed, setClosed] = useState(popupClosedToday);
  if (!hasToken() || !info || info.sign_flag !== 0 || closed) return null;
  const close = () => {
    rememberPopupClosed();
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <SignInPopup info={info} onClose={close} />
    </Suspense>
  );
}
