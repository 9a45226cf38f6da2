import type { Rule } from 'antd/es/form';
import { MSG, isEmail } from '@xinke/shared';
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
