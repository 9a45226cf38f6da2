import { describe, expect, it } from 'vitest';
import { inlineTableStrings } from './inline-strings';

const tables = new Map<string, Record<string, unknown>>([
  ['MSG', { timeout: '请求超时', unknownError: '未知错误', nested: { a: 'x' } }],
  ['STORE_MSG', { paid: '已支付' }],
]);
const fromShared = (source: string) => source === '@xinke/shared';
const run = (code: string) => inlineTableStrings(code, 'm.js', tables, fromShared)?.code ?? null;

describe('inlineTableStrings', () => {
  it('replaces plain reads of string members by the strings, under any local name', () => {
    const out = run(
      [
        "import { MSG, STORE_MSG as S } from '@xinke/shared';",
        'export const a = MSG.timeout;',
        'export const b = () => notify(S.paid, { text: MSG.unknownError });',
      ].join('\n'),
    );
    expect(out).toContain('export const a = "请求超时";');
    expect(out).toContain('notify("已支付", { text: "未知错误" })');
    expect(out).not.toMatch(/MSG\.|S\.paid/);
  });

  it('leaves computed keys, missing keys, non-strings and the table as a value alone', () => {
    const code = [
      "import { MSG } from '@xinke/shared';",
      'export const a = MSG[key];',
      'export const b = MSG.absent;',
      'export const c = MSG.nested;',
      'export const d = pick(MSG);',
      'export const e = MSG?.timeout;',
    ].join('\n');
    expect(run(code)).toBeNull();
  });

  it('touches only tables imported from the shared package', () => {
    expect(run("import { MSG } from './local';\nexport const a = MSG.timeout;")).toBeNull();
    expect(run('const MSG = { timeout: 1 };\nexport const a = MSG.timeout;')).toBeNull();
  });
});
