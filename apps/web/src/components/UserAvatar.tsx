import { useState } from 'react';
import styles from './UserAvatar.module.css';

/** What an avatar shows without a picture: the nickname's first character, else 芯. */
export function avatarInitial(name?: string): string {
  return Array.from(name?.trim() ?? '')[0] ?? '芯';
}

/**
 * The one avatar of the site: a round picture, or — with no picture, or one that fails to
 * load — the nickname's first character on the brand tint. Never an `<img src="">`.
 */
export function UserAvatar({
  src,
  name,
  size = 32,
  className,
}: {
  src?: string | null;
  name?: string;
  size?: number;
  className?: string;
}) {
  // The picture that failed, so a new src (a changed avatar) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  return (
    <span
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      data-testid="user-avatar"
    >
      {picture ? (
        <img
          src={picture}
          alt={name ? `${name}的头像` : '头像'}
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailed(picture)}
        />
      ) : (
        // Plain text, as the name beside it already names the person for a screen reader.
        avatarInitial(name)
      )}
    </span>
  );
}
