import { act, render, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';
import { withAntdScope } from './with-antd-scope';

const emptyText = () => document.querySelector('.ant-empty-description')?.textContent;

// antd's own words show whether its locale is really applied: English without zh_CN.
describe('antd zh_CN (issue 2 "antd zh_CN")', () => {
  afterEach(() => Modal.destroyAll());

  it('antd components inside the scope speak Chinese (Empty, Pagination)', () => {
    render(
      <AntdScope>
        <Empty />
        <Pagination total={120} showSizeChanger />
      </AntdScope>,
    );
    expect(emptyText()).toBe('暂无数据');
    expect(screen.getByText('10 条/页')).toBeTruthy();
  });

  it('every lazily loaded screen the router wraps gets the Chinese locale', async () => {
    const load = withAntdScope(async () => ({ default: () => <Empty /> }));
    const { default: Screen } = await load();
    render(<Screen />);
    expect(emptyText()).toBe('暂无数据');
  });

  it('static dialogs (Modal.confirm, drawn outside React) get the Chinese buttons too', async () => {
    act(() => {
      Modal.confirm({ title: '确定要退出登录吗？' });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('two-character button labels are written as Chinese sites write them: 关注, not 关 注', () => {
    render(
      <AntdScope>
        <Button type="primary">关注</Button>
      </AntdScope>,
    );
    expect(screen.getByRole('button', { name: '关注' }).textContent).toBe('关注');
  });
});
