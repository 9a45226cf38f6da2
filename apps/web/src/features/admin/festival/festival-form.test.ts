import { describe, expect, it } from 'vitest';
import {
  emptyModuleForm,
  moved,
  parseIds,
  toFooterForm,
  toFooterInput,
  toModuleForm,
  toModuleInput,
} from './festival-form';

describe('festival console forms', () => {
  it('reads id lists with any separator and drops what is not an id', () => {
    expect(parseIds('12, 15 16，17、x -3 0 2.5')).toEqual([12, 15, 16, 17]);
  });

  it('round-trips each module kind', () => {
    const posts = {
      id: 1,
      title: '精彩作品',
      sort: 1,
      config: { kind: 'posts' as const, item_ids: [3, 4] },
    };
    expect(toModuleInput(toModuleForm(posts))).toEqual({ title: '精彩作品', config: posts.config });
    const banner = {
      ...emptyModuleForm('banner'),
      images: [
        { image: '/uploads/a.png', link: ' /app/x ' },
        { image: '', link: '' },
      ],
    };
    expect(toModuleInput(banner).config).toEqual({
      kind: 'banner',
      images: [{ image: '/uploads/a.png', link: '/app/x' }],
    });
    expect(toModuleInput({ ...emptyModuleForm('comments'), title: ' 评论墙 ' })).toEqual({
      title: '评论墙',
      config: { kind: 'comments' },
    });
  });

  it('footer: sponsors by 、 or comma, one 「文字 地址」 link per line', () => {
    const input = toFooterInput({
      organiser: ' 芯客社区 ',
      sponsors: '乐鑫、立创, 嘉立创',
      links: '活动 规则 /app/rules/1\n\n官网 https://example.com',
      note: '',
    });
    expect(input).toEqual({
      organiser: '芯客社区',
      sponsors: ['乐鑫', '立创', '嘉立创'],
      links: [
        { label: '活动 规则', url: '/app/rules/1' },
        { label: '官网', url: 'https://example.com' },
      ],
      note: '',
    });
    expect(toFooterInput(toFooterForm(input))).toEqual(input);
  });

  it('moves a module up and down, not past the ends', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
