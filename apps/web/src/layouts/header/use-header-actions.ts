import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { hasToken } from '../../lib/credentials';

/**
 * Member-only header actions: members go to the page, visitors get the login dialog
 * (SPEC §2: create project and publish post open the login dialog for visitors).
 */
export function useMemberAction() {
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  return useCallback(
    (to: string) => {
      if (hasToken()) navigate(to);
      else openLoginDialog();
    },
    [navigate, openLoginDialog],
  );
}
