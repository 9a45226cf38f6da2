import type { FooterData, FooterItem } from '@xinke/shared';

/** SPEC §2 footer groups and where their items come from (SPEC §3 footer data). */
export function footerGroups(data: FooterData): { title: string; items: FooterItem[] }[] {
  return [
    { title: '关于本站', items: data.attention },
    { title: '官方平台', items: data.object },
    { title: '相关信息', items: [...data.shop, ...data.report] },
    { title: '联系我们', items: data.contact },
  ];
}

/** The feedback entry gets special handling (login dialog or page for visitors). */
export function isFeedbackItem(item: FooterItem): boolean {
  return item.name === '意见反馈' || item.value.includes('user-feedback');
}

export const isExternalUrl = (value: string) => /^https?:\/\//i.test(value);
