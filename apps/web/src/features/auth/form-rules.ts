import type { Rule } from 'antd/es/form';

/**
 * Wraps a shared SPEC §5 validator (returns the Chinese message or null) as an antd
 * rule, so the form shows exactly the message the server would send.
 */
export function sharedRule(validate: (value: string | undefined) => string | null): Rule {
  return {
    validator: (_rule, value: string | undefined) => {
      const message = validate(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** SPEC §5: fields validate on blur; submitting validates every field again. */
export const VALIDATE_ON_BLUR = 'onBlur';
