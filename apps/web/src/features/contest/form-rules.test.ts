import { describe, expect, it } from 'vitest';
import type { Rule, RuleObject } from 'antd/es/form';
import { MSG, WORK_LIMITS, WORK_RULES_BY_KIND, ZJoinBody, ZSubmitBody } from '@xinke/shared';
import { JOIN_FORM_RULES, WORK_FORM_RULES, imagesRule, textToHtml } from './form-rules';

/** What the form says of a value: the first rule's message, or null when all pass. */
async function formSays(rules: Rule[], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    const r = rule as RuleObject;
    try {
      if (r.validator) await r.validator(r, value, () => undefined);
      else if (r.required && (value === undefined || value === '')) return String(r.message);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

/** What the contract says of a body: the message of the issue on `field`, or null. */
function contractSays(
  schema: typeof ZJoinBody | typeof ZSubmitBody,
  body: object,
  field: string,
): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

const JOIN = { active_id: 1, user_name: '张三', phone: '13800138000', email: 'z@example.com' };
const WORK = {
  active_id: 1,
  name: '白色海景房',
  desc: '一台安静的白色主机',
  cover: '/uploads/images/ab/cover.webp',
  image: ['/uploads/images/ab/1.webp'],
  content: '',
  computer_model: '7800X3D + 4070 Ti SUPER',
};
const text = (n: number) => '芯'.repeat(n);

describe('contest forms check what the contracts check, with the same messages', () => {
  it('报名: 姓名, 手机号, 邮箱', async () => {
    const samples: Record<keyof typeof JOIN_FORM_RULES, string[]> = {
      user_name: ['', '   ', '张三', text(WORK_LIMITS.userName), text(WORK_LIMITS.userName + 1)],
      phone: [
        '',
        '1380013800',
        '13800138000',
        '23800138000',
        '138001380001',
        '１３８００１３８０００',
      ],
      email: ['', 'a@b', 'maker@xinke.cn', 'no-at-sign.cn', ' maker@xinke.cn '],
    };
    for (const [field, values] of Object.entries(samples))
      for (const value of values)
        expect(
          await formSays(JOIN_FORM_RULES[field as keyof typeof JOIN_FORM_RULES], value),
          `${field} = ${JSON.stringify(value)}`,
        ).toBe(contractSays(ZJoinBody, { ...JOIN, [field]: value }, field));
  });

  it('作品: 名称, 简介, 主机配置 (as text), 作品介绍 (as the HTML sent)', async () => {
    const L = WORK_LIMITS;
    const samples = {
      name: ['', '  ', '海景房', text(L.name), text(L.name + 1)],
      desc: ['', '一句话', text(L.desc), text(L.desc + 1)],
      computer_model: ['7800X3D', text(L.computerModel), text(L.computerModel + 1)],
    };
    for (const [field, values] of Object.entries(samples))
      for (const value of values)
        expect(
          await formSays(WORK_FORM_RULES[field as keyof typeof samples], value),
          `${field} = ${JSON.stringify(value)}`,
        ).toBe(contractSays(ZSubmitBody, { ...WORK, [field]: value }, field));
    // The introduction is typed as text and sent as <p> paragraphs: the form judges what
    // is sent, so text near the limit whose tags carry it over is refused before sending.
    const paragraphs = (n: number) => `${text(n)}\n\n${text(n)}`;
    for (const value of [
      '',
      '一段',
      text(L.content - 7),
      text(L.content),
      paragraphs(L.content / 2 - 4),
    ])
      expect(await formSays(WORK_FORM_RULES.content, value), `content of ${value.length}`).toBe(
        contractSays(ZSubmitBody, { ...WORK, content: textToHtml(value) }, 'content'),
      );
  });

  it("pictures: as many as the kind takes; too many in the contract's words, too few in the service's", async () => {
    const pictures = (n: number) =>
      Array.from({ length: n }, (_, i) => `/uploads/images/${i}.webp`);
    for (const [kind, rule] of Object.entries(WORK_RULES_BY_KIND)) {
      // A wallpaper is its cover: its form has no picture list (WallpaperUploadPage).
      if (rule.images.max === 0) continue;
      const rules = imagesRule(rule.images);
      expect(await formSays(rules, pictures(rule.images.max)), kind).toBeNull();
      const many = pictures(rule.images.max + 1);
      expect(await formSays(rules, many), kind).toBe(
        contractSays(ZSubmitBody, { ...WORK, image: many }, 'image'),
      );
      // The minimum depends on the kind, so the contest service checks it (contest.service.ts).
      expect(await formSays(rules, pictures(rule.images.min - 1)), kind).toBe(
        MSG.contestWorkImagesTooFew,
      );
    }
  });
});
