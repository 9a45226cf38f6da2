import { useEffect, useRef } from 'react';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { forgetInvite, pendingInvite } from './pending-invite';
import { useReceiveInvite } from './queries';

/**
 * Mounted by the new-version layout: once a member is logged in and a landing code is
 * waiting, receives it once and forgets it (docs/invitations.md). The code is forgotten
 * before the call, so two tabs or a re-render never send it twice; a refusal (an old account,
 * already invited) is the server's Chinese message, shown by the http client's toast.
 */
export function PendingInviteLayer() {
  const receive = useReceiveInvite();
  const sent = useRef(false);
  const signedIn = hasToken();

  useEffect(() => {
    if (!signedIn || sent.current) return;
    const pending = pendingInvite();
    if (!pending) return;
    sent.current = true;
    forgetInvite();
    receive.mutate(pending.code, {
      onSuccess: (data) => {
        if (!data.first_receive) return;
        toast.success(
          data.invitee_ele > 0
            ? `已接受 ${data.inviter} 的邀请，获得 ${data.invitee_ele} 电量`
            : `已接受 ${data.inviter} 的邀请`,
        );
      },
    });
  }, [signedIn, receive]);

  return null;
}
