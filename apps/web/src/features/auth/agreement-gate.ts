import { toast } from '../../lib/toast';
import { isAgreementChecked } from './agreement-store';
import { MSG } from '@xinke/shared';

/** Every login first checks the agreement box (SPEC §5); unticked blocks it with a message. */
export function requireAgreement(): boolean {
  if (isAgreementChecked()) return true;
  toast.error(MSG.agreementRequired);
  return false;
}
