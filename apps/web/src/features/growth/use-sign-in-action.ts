import { useCallback } from 'react';
import { MSG } from '@xinke/shared';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { useUserInfo } from '../account/queries';
import { useLoginDialog } from '../auth/login-dialog-context';
import { useSignIn } from './queries';

/**
 * A sign-in entry outside the popup (avatar menu, electricity pages): a visitor gets
 * 请登录后再操作 and the login dialog (SPEC §8), a member already signed today 今天已签到
 * without a request, anyone else signs in.
 */
export function useSignInAction() {
  const { openLoginDialog } = useLoginDialog();
  const { data: info } = useUserInfo();
  const signIn = useSignIn();
  const { mutate } = signIn;
  const run = useCallback(() => {
    if (!hasToken()) {
      toast.warning(MSG.loginToAct);
      openLoginDialog();
    } else if (info?.sign_flag === 1) toast.warning(MSG.alreadySigned);
    else mutate();
  }, [info?.sign_flag, mutate, openLoginDialog]);
  return { run, pending: signIn.isPending, signedToday: info?.sign_flag === 1 };
}
