import { useCallback } from 'react';
import { MSG } from '@xinke/shared';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { useLoginDialog } from './login-dialog-context';

/**
 * Member-only actions (comment, reply, thumb, collect, vote, report): a visitor gets
 * 请登录后再试 (SPEC §5) and the login dialog instead of a request the server would refuse.
 * Returns true when the caller may go on.
 */
export function useRequireLogin(): () => boolean {
  const { openLoginDialog } = useLoginDialog();
  return useCallback(() => {
    if (hasToken()) return true;
    toast.warning(MSG.loginToComment);
    openLoginDialog();
    return false;
  }, [openLoginDialog]);
}
