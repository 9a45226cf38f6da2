import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Circle, Conversation, MessageRow } from '@xinke/shared';
import { itemCard, socialUser } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { ItemCard } from '../features/forum/ItemCard';
import { UserList, UserRow } from '../features/social/UserRow';
import { MessageRowView } from '../features/message/MessageRowView';
import { CircleCard } from '../features/circle/CircleCard';
import { ConversationList } from '../features/chat/ConversationList';
import { LoginDialogProvider } from '../features/auth/login-dialog-context';

/**
 * Issue 13: people without an avatar showed a blank white circle (`<img src="">`) in post
 * lists while other screens showed the name's first character. Every list that shows
 * people (and circles) draws them with the one UserAvatar: no picture → the first
 * character, never an empty img.
 */
const author = (id: number, nickname: string) => ({
  id,
  nickname,
  image_url: '',
  level_name: 'Lv1 初来乍到',
  x_up: 0,
});
const message = (id: number, nickname: string): MessageRow => ({
  id,
  category: 3,
  from_user: { id, nickname, image_url: '' },
  title: '关注了你',
  content: '',
  target_type: 0,
  target_id: 0,
  is_read: 1,
  create_time: 1_700_000_000,
});
const circle: Circle = {
  id: 5,
  name: '单片机/ESP32',
  description: '',
  image_url: '',
  circle_tag: '开发板',
  member_count: 3,
  item_count: 1,
  is_member: 0,
  allow_post: 1,
};
const conversation: Conversation = {
  id: 1,
  letter_user_id: 7,
  nickname: 'Alice',
  image_url: '',
  last_message: '你好',
  number: 0,
  update_time: 1_700_000_000,
};

function Lists() {
  return (
    <LoginDialogProvider>
      <section data-testid="feed">
        <ItemCard item={itemCard(1, { author: author(1, '焊锡老王') })} />
        <ItemCard item={itemCard(2, { author: author(2, '🐼熊猫') })} />
      </section>
      <section data-testid="people">
        <UserList>
          <UserRow user={socialUser(3, { nickname: '小白求带' })} />
        </UserList>
      </section>
      <ul data-testid="messages">
        <MessageRowView row={message(4, '路由器玩家')} />
      </ul>
      <section data-testid="circles">
        <CircleCard circle={circle} />
      </section>
      <section data-testid="chat">
        <ConversationList
          conversations={[conversation]}
          activeUserId={undefined}
          onSelect={vi.fn()}
          onSelectUser={vi.fn()}
          onDelete={vi.fn()}
          onMarkAllRead={vi.fn()}
        />
      </section>
    </LoginDialogProvider>
  );
}

describe('lists of people without avatars', () => {
  it('show the name’s first character and no img without a src', () => {
    const { container } = renderPage(<Lists />, { url: '/' });
    for (const img of container.querySelectorAll('img'))
      expect(img.getAttribute('src'), img.outerHTML).toBeTruthy();

    const initials = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByTestId('user-avatar')
        .map((avatar) => avatar.textContent);
    expect(initials('feed')).toEqual(['焊', '🐼']);
    expect(initials('people')).toEqual(['小']);
    expect(initials('messages')).toEqual(['路']);
    expect(initials('circles')).toEqual(['单']);
    expect(initials('chat')).toEqual(['A']);
  });
});
