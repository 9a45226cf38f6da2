import styles from './UserAvatar.module.css';

/** A round avatar; without an image it shows the nickname's first character. */
export function UserAvatar({
  src,
  name,
  size = 32,
}: {
  src?: string;
  name?: string;
  size?: number;
}) {
  const initial = name ? Array.from(name)[0] : undefined;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {src ? (
        <img src={src} alt={name ? `${name}的头像` : '头像'} width={size} height={size} />
      ) : (
        initial
      )}
    </span>
  );
}
