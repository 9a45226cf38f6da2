import type { MessageRow } from '@xinke/shared';
import { Pager } from '../../components/Pager';
import { useIsNarrow } from '../../lib/use-media';
import { MessageRowView } from './MessageRowView';
import styles from './Message.module.css';

interface MessagePageData {
  data: MessageRow[];
  paginate: { current_page: number; last_page: number };
}

/**
 * One page of messages with its pager (?page=), as the message centre and the user
 * center's latest messages show them. `className` adds to the list's own (a stale look
 * while the next page loads, say).
 */
export function MessageRows({
  page,
  testId,
  className,
}: {
  page: MessagePageData;
  testId: string;
  className?: string;
}) {
  const isNarrow = useIsNarrow();
  return (
    <>
      <ul className={className ? `${styles.rows} ${className}` : styles.rows} data-testid={testId}>
        {page.data.map((row) => (
          <MessageRowView key={row.id} row={row} />
        ))}
      </ul>
      {page.paginate.last_page > 1 && (
        <div className={styles.pager}>
          <Pager
            current={page.paginate.current_page}
            lastPage={page.paginate.last_page}
            hrefFor={(p) => `?page=${p}`}
            compact={isNarrow}
          />
        </div>
      )}
    </>
  );
}
