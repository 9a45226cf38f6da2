import Button from 'antd/es/button';
import { useSignInAction } from './use-sign-in-action';

/** The sign-in entry on the electricity and level pages (see useSignInAction). */
export function SignInButton() {
  const { run, pending, signedToday } = useSignInAction();
  return (
    <Button type={signedToday ? 'default' : 'primary'} loading={pending} onClick={run}>
      {signedToday ? '今日已签到' : '每日签到'}
    </Button>
  );
}
