import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, type ItemEdit } from '@xinke/shared';
import { PreviewBanner } from './PreviewBanner';

const item: ItemEdit = {
  id: 31,
  title: '投票：下一块显卡',
  body: '',
  item_type: ITEM_TYPE.vote,
  item_status: ITEM_STATUS.draft,
  item_image: '',
  item_video_src: '',
  allow_comment: 1,
  reject_reason: '',
  circle_id: null,
  circle: null,
  tag: [],
  tags: [],
  expire_time: null,
  voteArr: [],
  create_time: 1_790_000_000,
  update_time: 1_790_000_000,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderBanner(data: ItemEdit) {
  return render(
    <MemoryRouter initialEntries={['/app/new-version/preview/31']}>
      <Routes>
        <Route path="/app/new-version/preview/:id" element={<PreviewBanner item={data} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PreviewBanner', () => {
  it('says it is a preview, shows the status and goes back to the vote form of a draft', () => {
    renderBanner(item);
    expect(screen.getByTestId('preview-banner').textContent).toContain('预览');
    expect(screen.getByTestId('preview-status').textContent).toBe('草稿箱');
    expect(screen.queryByTestId('preview-view')).toBeNull();
    fireEvent.click(screen.getByTestId('preview-edit'));
    expect(screen.getByTestId('where').textContent).toBe(
      '/app/new-version/publish/vote?id=31&draft=1',
    );
  });

  it('gives a rejected item its reason', () => {
    renderBanner({ ...item, item_status: ITEM_STATUS.rejected, reject_reason: '标题与内容不符' });
    expect(screen.getByTestId('preview-status').textContent).toBe('未通过');
    expect(screen.getByTestId('preview-banner').textContent).toContain(
      '未通过原因：标题与内容不符',
    );
  });

  it('offers 查看帖子 only once published', () => {
    renderBanner({ ...item, item_type: ITEM_TYPE.general, item_status: ITEM_STATUS.published });
    fireEvent.click(screen.getByTestId('preview-view'));
    expect(screen.getByTestId('where').textContent).toBe('/app/new-version/postDetail/31');
  });
});
