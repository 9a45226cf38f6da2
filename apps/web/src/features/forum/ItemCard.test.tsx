import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ItemCard as ItemCardData } from '@xinke/shared';
import { ItemCard } from './ItemCard';

const NOW = new Date('2026-11-20T12:00:00+08:00').getTime();
const item: ItemCardData = {
  id: 77,
  title: '7800X3D 小机箱装机记录',
  summary: 'ITX 机箱里塞下 4070，温度控制在 70 度以内。',
  cover: '/uploads/covers/1.jpg',
  item_type: 3,
  is_top: 1,
  is_recommend: 1,
  circle: { id: 3, name: '装机' },
  tags: [{ id: 1, name: '评测', slug: 'review' }],
  author: {
    id: 9,
    nickname: '焊锡老王',
    image_url: '/uploads/avatars/9.svg',
    level_name: 'Lv3',
    x_up: 0,
  },
  thumb_count: 12_345,
  comment_count: 999,
  collect_count: 3,
  visit_count: 1_500,
  create_time: Math.floor(NOW / 1000) - 5 * 60,
};

function renderCard(data: ItemCardData = item) {
  return render(
    <MemoryRouter>
      <ItemCard item={data} now={NOW} />
    </MemoryRouter>,
  );
}

describe('ItemCard', () => {
  it('shows title, author, circle, tags and links to the post detail', () => {
    renderCard();
    const card = screen.getByTestId('item-card');
    expect(within(card).getByTestId('item-title').textContent).toContain('7800X3D 小机箱装机记录');
    expect(within(card).getByText('置顶')).toBeTruthy();
    expect(within(card).getByText('焊锡老王')).toBeTruthy();
    expect(within(card).getByText('装机').getAttribute('href')).toBe(
      '/app/new-version/topicDetail/3',
    );
    expect(within(card).getByText('#评测').getAttribute('href')).toBe(
      '/app/new-version/featured?tag=review',
    );
    const titleLink = within(card).getByTestId('item-title').closest('a');
    expect(titleLink?.getAttribute('href')).toBe('/app/new-version/postDetail/77');
  });

  it('shows an entity-encoded summary as the text typed, never as markup', () => {
    const { container } = renderCard({
      ...item,
      summary: '&lt;script&gt;alert(1)&lt;/script&gt; A &amp; B &amp;lt;',
    });
    expect(screen.getByText('<script>alert(1)</script> A & B &lt;')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('formats counts with the shared k/w formatter and the time relatively', () => {
    renderCard();
    expect(screen.getByTestId('thumb-count').textContent).toContain('1.2w');
    expect(screen.getByTestId('visit-count').textContent).toContain('1.5k');
    expect(screen.getByText('999')).toBeTruthy();
    expect(screen.getByText('5分钟前')).toBeTruthy();
  });

  it('labels vote posts and leaves out an empty cover', () => {
    const { container } = renderCard({ ...item, item_type: -1, is_top: 0, cover: '' });
    expect(screen.getByText('投票帖')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
