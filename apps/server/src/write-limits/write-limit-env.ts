import type { Rule } from '../plugins/rate-limiter';
import { DEFAULT_LIMITS, WRITE_CLASSES, type ClassLimits, type WriteClass } from './limit-classes';

export interface WriteLimitsConfig {
  enabled: boolean;
  /** An account younger than this gets its class's `newMember` limits. */
  newAccountHours: number;
  classes: Record<WriteClass, ClassLimits>;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * `1/15s,20/1d` → one per 15 seconds and 20 a day; `off` or an empty string → none.
 * Returns an error text instead when the value cannot be read.
 */
export function parseRules(text: string): Rule[] | string {
  const value = text.trim();
  if (value === '' || value === 'off') return [];
  const rules: Rule[] = [];
  for (const part of value.split(',')) {
    const m = /^(\d+)\/(\d*)([smhd])$/.exec(part.trim());
    if (!m) return `"${part.trim()}" is not points/window, e.g. 1/15s, 20/1d, 30/30m`;
    const points = Number(m[1]);
    const windowMs = Number(m[2] || '1') * UNIT_MS[m[3] as keyof typeof UNIT_MS];
    if (points < 1 || windowMs < 1000) return `"${part.trim()}" must allow at least 1 per 1s`;
    rules.push({ points, windowMs });
  }
  return rules;
}

/** The env variable of one class and audience: LIMIT_POST, LIMIT_POST_NEW, LIMIT_POST_IP. */
export function limitEnvName(cls: WriteClass, audience: keyof ClassLimits): string {
  const suffix = audience === 'member' ? '' : audience === 'newMember' ? '_NEW' : '_IP';
  return `LIMIT_${cls.toUpperCase()}${suffix}`;
}

/**
 * Reads ABUSE_LIMITS, NEW_ACCOUNT_HOURS and the LIMIT_* variables (config.ts passes the
 * environment in; the defaults are in limit-classes.ts). Errors name the variable.
 */
export function writeLimitsFromEnv(
  env: Record<string, string | undefined>,
  nodeEnv: string,
): { value: WriteLimitsConfig; errors: string[] } {
  const errors: string[] = [];
  const switchValue = (env.ABUSE_LIMITS ?? '').trim();
  if (!['', 'on', 'off'].includes(switchValue))
    errors.push(`ABUSE_LIMITS=${JSON.stringify(switchValue)}: must be on or off`);
  // Tests and the browser tests write fast on purpose; the limit tests turn them on.
  const enabled = switchValue === '' ? nodeEnv !== 'test' : switchValue === 'on';
  const hoursText = (env.NEW_ACCOUNT_HOURS ?? '').trim();
  const newAccountHours = hoursText === '' ? 24 : Number(hoursText);
  if (!Number.isFinite(newAccountHours) || newAccountHours < 0)
    errors.push(`NEW_ACCOUNT_HOURS=${JSON.stringify(hoursText)}: must be a number of hours >= 0`);
  const classes = {} as Record<WriteClass, ClassLimits>;
  for (const cls of WRITE_CLASSES) {
    const limits: ClassLimits = { ...DEFAULT_LIMITS[cls] };
    for (const audience of ['member', 'newMember', 'ip'] as const) {
      const name = limitEnvName(cls, audience);
      const given = env[name];
      if (given === undefined) continue;
      const parsed = parseRules(given);
      if (typeof parsed === 'string') errors.push(`${name}=${JSON.stringify(given)}: ${parsed}`);
      else limits[audience] = parsed;
    }
    classes[cls] = limits;
  }
  return { value: { enabled, newAccountHours, classes }, errors };
}
