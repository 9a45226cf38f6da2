import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { withAntdScope } from '../app/with-antd-scope';
import { useUserInfo } from '../features/account/queries';
import { hasToken } from '../lib/credentials';

// antd's Modal loads only when a member who has not signed in today arrives: the featured
// page's first load stays as small as before.
const SignInPopupGate = lazy(withAntdScope(() => import('../features/growth/SignInPopupGate')));

/**
 * SPEC §2 sign-in popup on entering the site: shown while user info says sign_flag 0,
 * unless the member closed it earlier today in this tab (SignInPopupGate). Read again on
 * every navigation, so it leaves with a logout.
 */
export function SignInLayer() {
  useLocation();
  const { data: info } = useUserInfo();
  if (!hasToken() || !info || info.sign_flag !== 0) return null;
  return (
    <Suspense fallback={null}>
      <SignInPopupGate info={info} />
    </Suspense>
  );
}
