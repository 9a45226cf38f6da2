import { useState } from 'react';
import { NO_RESPONSE_CODE, type ApiFailure } from '../../lib/http';
import CouponDialog from './CouponDialog';
import GuideDialog from './GuideDialog';
import { useSaveInterests } from '../account/use-save-interests';
import { useReceiveCoupon, useSetGuide } from './queries';

/**
 * The new member's welcome, in order (SPEC §2): the guide; on skip or start the new-user
 * coupon is claimed, then set_guide marks the guide seen (is_old 1) and the coupon dialog
 * shows it; `onDone` when that closes. Claiming first means a lost claim leaves the
 * member new: the guide comes back on the next visit and claims again (claims are
 * idempotent on the server). A refused claim (no longer new, no coupon) ends the guide.
 */
export default function GuideFlow({ onDone }: { onDone(): void }) {
  const receive = useReceiveCoupon();
  const setGuide = useSetGuide();
  const [phase, setPhase] = useState<'guide' | 'coupon'>('guide');
  const [code, setCode] = useState<string>();
  const markSeen = () => setGuide.mutateAsync().catch(() => undefined);
  const saveInterests = useSaveInterests();

  const finish = async () => {
    try {
      const coupon = await receive.mutateAsync(undefined);
      setCode(coupon.code);
    } catch (failure) {
      if ((failure as ApiFailure).code !== NO_RESPONSE_CODE) await markSeen();
      onDone();
      return;
    }
    await markSeen();
    setPhase('coupon');
  };

  if (phase === 'coupon') return <CouponDialog claimedCode={code} onClose={onDone} />;
  return (
    <GuideDialog
      onFinish={() => void finish()}
      onInterests={(chosen) => void saveInterests(chosen)}
      pending={receive.isPending || setGuide.isPending}
    />
  );
}
