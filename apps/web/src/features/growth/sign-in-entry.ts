import type { QueryClient } from '@tanstack/react-query';
import { MSG, userSign, type UserInfo } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { accountKeys } from '../account/queries';
import { refreshAfterSignIn, signedIn } from './queries';

/**
 * A sign-in entry outside the popup (avatar menu, drawer, electricity and level pages): a
 * visitor gets 请登录后再操作 and the login dialog (SPEC §8), a member already signed today
 * 今天已签到 without a request, anyone else signs in.
 */
export async function signInFromEntry(
  queryClient: QueryClient,
  openLoginDialog: () => void,
): Promise<void> {
  if (!hasToken()) {
    toast.warning(MSG.loginToAct);
    openLoginDialog();
    return;
  }
  if (queryClient.getQueryData<UserInfo>(accountKeys.info)?.sign_flag === 1) {
    toast.warning(MSG.alreadySigned);
    return;
  }
  try {
    signedIn(queryClient, await api(userSign));
  } catch {
    // Refused (signed in another tab): the http client showed the server's 今天已签到.
  } finally {
    refreshAfterSignIn(queryClient);
  }
}
