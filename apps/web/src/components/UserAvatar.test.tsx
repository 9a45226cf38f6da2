import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarInitial, UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the picture when there is one', () => {
    render(<UserAvatar src="/uploads/avatars/1.png" name="焊锡老王" size={24} />);
    const img = screen.getByRole('img', { name: '焊锡老王的头像' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('/uploads/avatars/1.png');
  });

  it.each(['', null, undefined])(
    'without a picture (%s) shows the first character, never an empty img',
    (src) => {
      const { container } = render(<UserAvatar src={src} name="焊锡老王" />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByTestId('user-avatar').textContent).toBe('焊');
    },
  );

  it('falls back to the first character when the picture fails to load', () => {
    const { container } = render(<UserAvatar src="/uploads/gone.png" name="Alice" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('user-avatar').textContent).toBe('A');
  });

  it('takes the first character whole (emoji, surrogate pairs) and 芯 for no name', () => {
    expect(avatarInitial('🐼熊猫')).toBe('🐼');
    expect(avatarInitial('  小明')).toBe('小');
    expect(avatarInitial('')).toBe('芯');
    expect(avatarInitial(undefined)).toBe('芯');
  });
});

describe('UserAvatar for a circle', () => {
  it('is a rounded square with the circle name’s first character when the circle has no picture', () => {
    const { container } = render(
      <UserAvatar src="" name="单片机/ESP32" shape="square" size={48} />,
    );
    const avatar = screen.getByTestId('user-avatar');
    expect(container.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('单');
    expect(avatar.style.getPropertyValue('--avatar-size')).toBe('48px');
  });

  it('takes an empty alt where the name is written beside it', () => {
    const { container } = render(
      <UserAvatar src="/uploads/circles/esp32.jpg" name="单片机/ESP32" shape="square" alt="" />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
