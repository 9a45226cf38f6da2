import { occupationColorClass } from '@xinke/shared';
import styles from './OccupationTag.module.css';

/** An occupation label (SPEC §3) in its colour class; nothing for an empty one. */
export function OccupationTag({ occupation }: { occupation: string | number }) {
  if (occupation === '') return null;
  const label = typeof occupation === 'number' ? undefined : occupation;
  return (
    <span
      className={`${styles.tag} ${occupationColorClass(occupation)}`}
      data-testid="occupation-tag"
    >
      {label ?? occupation}
    </span>
  );
}
