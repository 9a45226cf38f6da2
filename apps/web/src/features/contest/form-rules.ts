import type { Rule } from 'antd/es/form';
import { MSG, WORK_LIMITS, isEmail, validatePhone } from '@xinke/shared';
import { sharedRule } from '../auth/form-rules';

/*
 * The contest forms check what the contracts (ZJoinBody, ZSubmitBody) check, with the same
 * messages, without zod: the web bundle gets no schemas (vite/shared-contract-routes).
 */

/** A required text of at most `max` characters (trimmed, as the server trims). */
export function textRule(required: string, max: number, tooLong: string): Rule {
  return sharedRule((value) => {
    const text = (value ?? '').trim();
    if (!text) return required;
    return text.length > max ? tooLong : null;
  });
}

/** SPEC §5 email: 邮箱不能为空 / 邮箱格式有误. */
export const emailRule: Rule = sharedRule((value) => {
  const text = (value ?? '').trim();
  if (!text) return MSG.emailRequired;
  return isEmail(text) ? null : MSG.emailInvalid;
});

/** Between `min` and `max` uploaded pictures. */
export function countRule(min: number, max: number, few: string, many: string): Rule {
  return {
    validator: async (_rule, value: string[] | undefined) => {
      const n = value?.length ?? 0;
      if (n < min) throw new Error(few);
      if (n > max) throw new Error(many);
    },
  };
}

/** The introduction typed as text, stored as HTML: one <p> per paragraph, escaped. */
export function textToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n{2,}|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** Back from the stored HTML to the text area's paragraphs. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/p>\s*/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The introduction's limit is on what is sent — the HTML textToHtml makes of the text —
 * so a text just under the limit whose <p> tags carry it over is refused here, not by the
 * server after the click.
 */
export const contentRule: Rule = sharedRule((value) =>
  textToHtml(value ?? '').length > WORK_LIMITS.content ? MSG.contestWorkContentTooLong : null,
);

/** 报名 (ZJoinBody): 姓名, 手机号 (SPEC §5), 邮箱. */
export const JOIN_FORM_RULES = {
  user_name: [
    textRule(MSG.contestUserNameRequired, WORK_LIMITS.userName, MSG.contestUserNameTooLong),
  ],
  phone: [sharedRule(validatePhone)],
  email: [emailRule],
};

/**
 * 上传作品 (ZSubmitBody), one set for every kind of contest; how many pictures a kind
 * takes is `imagesRule(workRuleOf(kind).images)`.
 */
export const WORK_FORM_RULES = {
  name: [textRule(MSG.contestWorkNameRequired, WORK_LIMITS.name, MSG.contestWorkNameTooLong)],
  desc: [textRule(MSG.contestWorkDescRequired, WORK_LIMITS.desc, MSG.contestWorkDescTooLong)],
  computer_model: [
    textRule(MSG.contestWorkModelRequired, WORK_LIMITS.computerModel, MSG.contestWorkModelTooLong),
  ],
  /** The cover as the picker holds it: a list of one. */
  cover: [countRule(1, 1, MSG.contestWorkCoverRequired, MSG.contestWorkCoverRequired)],
  content: [contentRule],
};

/** Between `min` and `max` pictures, with the contract's messages. */
export const imagesRule = ({ min, max }: { min: number; max: number }): Rule[] => [
  countRule(min, max, MSG.contestWorkImagesTooFew, MSG.contestWorkImagesTooMany),
];
