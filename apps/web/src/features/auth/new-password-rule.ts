import { isStrongPassword, MSG, validatePassword } from '@xinke/shared';

/** A password being set: required (SPEC §5), then our policy (PASSWORD_RULE_TEXT). */
export function validateNewPassword(value: string | undefined): string | null {
  const required = validatePassword(value);
  if (required) return required;
  return isStrongPassword(value ?? '') ? null : MSG.passwordPolicy;
}
