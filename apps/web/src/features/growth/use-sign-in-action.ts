import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUserInfo } from '../account/queries';
import { useLoginDialog } from '../auth/login-dialog-context';

/**
 * The sign-in entries' click (see sign-in-entry.ts). The header's avatar menu is on every
 * page's first load, so the sign-in code loads on the first click instead.
 */
export function useSignInAction() {
  const queryClient = useQueryClient();
  const { openLoginDialog } = useLoginDialog();
  const { data: info } = useUserInfo();
  const [pending, setPending] = useState(false);
  const run = useCallback(() => {
    setPending(true);
    void import('./sign-in-entry')
      .then((m) => m.signInFromEntry(queryClient, openLoginDialog))
      .finally(() => setPending(false));
  }, [queryClient, openLoginDialog]);
  return { run, pending, signedToday: info?.sign_flag === 1 };
}
