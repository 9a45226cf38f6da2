import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';
import { ErrorView } from './ErrorView';

describe('EmptyState (SPEC §2 "Empty-state block: image and description (default text meaning nothing here)")', () => {
  it('says 这里什么都没有 under its image by default', () => {
    render(<EmptyState />);
    const block = screen.getByTestId('empty-state');
    expect(block.querySelector('svg')).not.toBeNull();
    expect(block.textContent).toBe('这里什么都没有');
  });

  it('says what the page asks instead, with its extra actions', () => {
    render(
      <EmptyState description="暂无圈子">
        <button type="button">查看全部圈子</button>
      </EmptyState>,
    );
    expect(screen.getByTestId('empty-state').textContent).toBe('暂无圈子查看全部圈子');
    expect(screen.queryByText('这里什么都没有')).toBeNull();
  });
});

describe('ErrorView (SPEC §2 "Generic error view: 哎呀！出错了～")', () => {
  it('shows 哎呀！出错了～ as an alert, and 重试 calls back', () => {
    const onRetry = vi.fn();
    render(<ErrorView onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('哎呀！出错了～');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button when there is nothing to retry', () => {
    render(<ErrorView detail="页面加载失败" />);
    expect(screen.getByRole('alert').textContent).toBe('哎呀！出错了～页面加载失败');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
