import {
  bindEmail,
  bindPhone,
  CHANGE_WAY,
  changeEmail,
  changePhone,
  sendCurrentEmailCode,
  sendCurrentPhoneCode,
  sendNewEmailCode,
  sendNewPhoneCode,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { apiWithMessage } from '../../lib/api-message';
import type { ContactKind } from './contact-validators';

/** Code to the contact bound now (no body): proves the change is the owner's. */
export function sendCurrentCode(kind: ContactKind): Promise<string> {
  const contract = kind === 'phone' ? sendCurrentPhoneCode : sendCurrentEmailCode;
  return apiWithMessage(contract).then((answer) => answer.msg);
}

/** Code to the new contact. */
export function sendNewCode(kind: ContactKind, target: string): Promise<string> {
  const call =
    kind === 'phone'
      ? apiWithMessage(sendNewPhoneCode, { phone: target })
      : apiWithMessage(sendNewEmailCode, { email: target });
  return call.then((answer) => answer.msg);
}

export interface ContactSubmit {
  target: string;
  code: string;
  /** The current contact's code; present when changing rather than binding. */
  validCode?: string;
}

/** Bind (nothing bound yet) or change (SPEC §7 change_way: the old contact's code too). */
export function saveContact(
  kind: ContactKind,
  { target, code, validCode }: ContactSubmit,
): Promise<null> {
  if (kind === 'phone') {
    return validCode === undefined
      ? api(bindPhone, { phone: target, phone_code: code })
      : api(changePhone, {
          change_way: CHANGE_WAY.phone,
          phone: target,
          phone_code: code,
          phone_valid_code: validCode,
        });
  }
  return validCode === undefined
    ? api(bindEmail, { email: target, email_code: code })
    : api(changeEmail, {
        email: target,
        email_code: code,
        change_way: CHANGE_WAY.email,
        email_valid_code: validCode,
      });
}
