import { isEmail, MSG, validatePhone } from '@xinke/shared';

/** E-mail as the server's zEmail checks it, with its messages. */
export function validateEmail(value: string | undefined): string | null {
  const email = (value ?? '').trim();
  if (!email) return MSG.emailRequired;
  return isEmail(email) ? null : MSG.emailInvalid;
}

export const CONTACT_KINDS = {
  phone: { label: '手机号', placeholder: '请输入新手机号', validate: validatePhone },
  email: { label: '邮箱', placeholder: '请输入新邮箱', validate: validateEmail },
} as const;
export type ContactKind = keyof typeof CONTACT_KINDS;
