import { Alert } from 'antd';
import { MSG, type ContestWorkDetail } from '@xinke/shared';
import { ReviewState } from '../diy-contest/ReviewState';
import styles from './Wallpaper.module.css';

/**
 * Above the upload form of the wallpaper and photo contests: my work's review state (with
 * the reason of a rejection), then what uploading means while works are collected, or that
 * the call has closed.
 */
export function UploadState({
  work,
  open,
  note,
  testId,
}: {
  work: ContestWorkDetail | null;
  open: boolean;
  note: string;
  /** `${testId}-closed` marks the closed notice. */
  testId: string;
}) {
  return (
    <>
      {work && <ReviewState work={work} />}
      {open ? (
        <p className={styles.note}>{note}</p>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={MSG.contestSubmitClosed}
          data-testid={`${testId}-closed`}
        />
      )}
    </>
  );
}
