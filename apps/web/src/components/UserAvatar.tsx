import { useState, type CSSProperties } from 'react';
import styles from './UserAvatar.module.css';

/** What an avatar shows without a picture: the name's first character, else 芯. */
export function avatarInitial(name?: string): string {
  return Array.from(name?.trim() ?? '')[0] ?? '芯';
}

/**
 * The one avatar of the site — a person's (round) or a circle's (`shape="square"`, a
 * rounded square): the picture, or, with no picture or one that fails to load, the name's
 * first character on the brand tint. Never an `<img src="">`.
 *
 * `size` in px; without it the avatar takes `--avatar-size` from `className`, so a page's
 * stylesheet can change the size at a breakpoint.
 */
export function UserAvatar({
  src,
  name,
  size,
  shape = 'round',
  alt,
  className,
}: {
  src?: string | null;
  name?: string;
  size?: number;
  shape?: 'round' | 'square';
  /** The picture's alt text (default: 「name的头像」); '' where the name is beside it. */
  alt?: string;
  className?: string;
}) {
  // The picture that failed, so a new src (a changed avatar) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  const classes = [styles.avatar, shape === 'square' && styles.square, className];
  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      style={size ? ({ '--avatar-size': `${size}px` } as CSSProperties) : undefined}
      data-testid="user-avatar"
    >
      {picture ? (
        <img
          src={picture}
          alt={alt ?? (name ? `${name}的头像` : '头像')}
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
