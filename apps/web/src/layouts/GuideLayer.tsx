import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { USER_TYPE } from '@xinke/shared';
import { withAntdScope } from '../app/with-antd-scope';
import { useUserInfo } from '../features/account/queries';
import { hasToken } from '../lib/credentials';

// The guide, its coupon dialog and antd's Modal load only for a new member.
const GuideFlow = lazy(withAntdScope(() => import('../features/privilege/GuideFlow')));

/**
 * SPEC §2/§4: a member whose user info says is_old 0 sees the new-user guide on entering
 * the layout, then the coupon dialog. `children` (the daily sign-in popup) waits until
 * both have closed, so two dialogs never cover the page at once. Once started, the flow
 * stays until its coupon dialog closes, although set_guide flips is_old to 1 half-way.
 */
export function GuideLayer({ children }: { children: ReactNode }) {
  useLocation();
  const { data: info } = useUserInfo();
  const [started, setStarted] = useState(false);
  const [done, setDone] = useState(false);
  const loggedIn = hasToken();
  if (loggedIn && info?.is_old === USER_TYPE.new && !started && !done) setStarted(true);
  if (!loggedIn || !started || done) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <GuideFlow onDone={() => setDone(true)} />
    </Suspense>
  );
}
