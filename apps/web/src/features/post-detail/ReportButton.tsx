import { Suspense, useState } from 'react';
import { useRequireLogin } from '../auth/use-require-login';
import { LazyReportDialog } from './deferred';
import styles from './PostDetail.module.css';

/**
 * 举报 a post (1), comment (2) or reply (3): a reason, stored for the moderators. The
 * button is plain; the form (antd's Modal) loads on the first click, so the post's first
 * screen carries no antd code.
 */
export function ReportButton({
  targetType,
  targetId,
}: {
  targetType: 1 | 2 | 3;
  targetId: number;
}) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so the dialog closes with antd's animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          if (!requireLogin()) return;
          setOpened(true);
          setOpen(true);
        }}
        data-testid="report-button"
      >
        举报
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LazyReportDialog
            targetType={targetType}
            targetId={targetId}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
