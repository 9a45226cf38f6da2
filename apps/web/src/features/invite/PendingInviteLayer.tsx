import { useEffect, useRef, useState } from 'react';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import { INVITE_KEPT_EVENT, forgetInvite, pendingInvite } from './pending-invite';
import { useReceiveInvite } from './queries';

/**
 * Mounted by the new-version layout: once a member is logged in and a landing code is
 * waiting, receives it once and forgets it (docs/invitations.md). The code is forgotten
 * before the call, so two tabs or a re-render never send it twice; a refusal (an old account,
 * already invited) is the server's Chinese message, shown by the http client's toast.
 */
export function PendingInviteLayer() {
  const receive = useReceiveInvite();
  const sent = useRef<string | null>(null);
  const [kept, setKept] = useState(0);
  const signedIn = hasToken();

  // The invite page keeps its code after this layer mounted (it loads lazily): try again then.
  useEffect(() => {
    const onKept = () => setKept((n) => n + 1);
    window.addEventListener(INVITE_KEPT_EVENT, onKept);
    return () => window.removeEventListener(INVITE_KEPT_EVENT, onKept);
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const pending = pendingInvite();
    if (!pending || sent.current === pending.code) return;
    sent.current = pending.code;
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
  }, [signedIn, receive, kept]);

  return null;
}
