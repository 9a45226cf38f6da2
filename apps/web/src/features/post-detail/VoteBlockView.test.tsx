import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { VoteBlock } from '@xinke/shared';
import { LoginDialogProvider } from '../auth/login-dialog-context';
import { VoteBlockView } from './VoteBlockView';

const option = (id: number, text: string, num: number, percent: number, chosen = false) => ({
  id,
  text,
  image: '',
  description: '',
  num,
  percent,
  is_chosen: chosen,
});

/** One single-choice subject I voted in: every vote went to my option. */
const block: VoteBlock = {
  item_id: 7,
  expire_time: 1_900_000_000,
  is_expired: false,
  subjects: [
    {
      id: 3,
      subject: '你的树莓派主要用来做什么',
      select_type: 1,
      voter_count: 1,
      has_voted: true,
      show_result: true,
      options: [option(11, 'NAS', 1, 100, true), option(12, '软路由', 0, 0)],
    },
  ],
};

function renderBlock(data: VoteBlock) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginDialogProvider>
        <VoteBlockView block={data} />
      </LoginDialogProvider>
    </QueryClientProvider>,
  );
}

describe('VoteBlockView results', () => {
  it('shows every option its votes and its percentage, 100% included', () => {
    renderBlock(block);
    const [all = '', none = ''] = screen
      .getAllByTestId('vote-result')
      .map((row) => row.textContent ?? '');
    expect(all).toContain('NAS（我的选择）');
    expect(all).toContain('100%');
    expect(all).toContain('1 票');
    expect(none).toContain('0%');
    expect(none).toContain('0 票');
    expect(screen.getByText('共 1 人参与')).toBeTruthy();
    // No vote button once I voted in every subject.
    expect(screen.queryByTestId('vote-submit')).toBeNull();
  });
});
