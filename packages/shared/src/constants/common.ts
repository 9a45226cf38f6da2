import { defineEnum } from './define-enum';

/** SPEC §3/§2 footer item type. */
export const FooterItemType = defineEnum({
  text: { value: 0, label: '文本' },
  link: { value: 1, label: '链接' },
  hoverImage: { value: 2, label: '悬停图片' },
});

/** SPEC §9 page-view source. */
export const PageViewSource = defineEnum({
  pc: { value: 1, label: 'PC' },
  searchEngine: { value: 2, label: '搜索引擎中转' },
  miniProgram: { value: 3, label: '小程序' },
});
