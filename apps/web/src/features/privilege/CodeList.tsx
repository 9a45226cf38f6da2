import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useSearchParams } from 'react-router-dom';
import {
  CODE_STATUS,
  formatDateTime,
  MSG,
  canCodeTransition,
  type CodeRow,
  type CodeTypeState,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { copyText } from './copy-text';
import { useCodeActions, useCodes } from './queries';
import styles from './Privilege.module.css';

/** Status → tag colour class; the label itself comes from the server (status_text). */
const STATUS_CLASS: Record<number, string | undefined> = {
  [CODE_STATUS.claimed]: styles.tagBlue,
  [CODE_STATUS.redeeming]: styles.tagOrange,
  [CODE_STATUS.redeemed]: styles.tagGreen,
};

function ClaimBar({ types }: { types: CodeTypeState[] }) {
  const { claim } = useCodeActions();
  return (
    <div className={styles.claimBar}>
      {types.map((t) => (
        <div key={t.type} className={styles.claimItem}>
          <Button
            type="primary"
            ghost
            disabled={!t.can_claim}
            loading={claim.isPending && claim.variables === t.type}
            onClick={() => claim.mutate(t.type)}
          >
            领取{t.type_text}
          </Button>
          {t.reason && <small className={styles.claimReason}>{t.reason}</small>}
        </div>
      ))}
    </div>
  );
}

/** What the holder may do now: only what the shared transition table allows the member. */
function CodeAction({ code }: { code: CodeRow }) {
  const { redeem } = useCodeActions();
  if (!canCodeTransition('member', code.status, CODE_STATUS.redeeming)) return null;
  return (
    <Button
      size="small"
      type="primary"
      loading={redeem.isPending && redeem.variables === code.id}
      onClick={() => redeem.mutate(code.id)}
    >
      提交兑换
    </Button>
  );
}

function CodeItem({ code }: { code: CodeRow }) {
  const live = code.status === CODE_STATUS.claimed || code.status === CODE_STATUS.redeeming;
  return (
    <li
      className={live ? styles.codeItem : `${styles.codeItem} ${styles.codeOff}`}
      data-testid="code-item"
    >
      <div className={styles.codeMain}>
        <div className={styles.codeHead}>
          <span className={styles.codeType}>{code.type_text}</span>
          <span className={`${styles.tag} ${STATUS_CLASS[code.status] ?? ''}`}>
            {code.status_text}
          </span>
        </div>
        {code.title && <p className={styles.codeTitle}>{code.title}</p>}
        <div className={styles.couponCodeRow}>
          <code className={styles.code}>{code.code}</code>
          {live && (
            <button
              type="button"
              className={styles.copyLink}
              onClick={() => void copyText(code.code)}
              aria-label={`复制 ${code.code}`}
            >
              复制
            </button>
          )}
        </div>
        <p className={styles.couponValid}>有效期至 {formatDateTime(code.expire_time)}</p>
      </div>
      <CodeAction code={code} />
    </li>
  );
}

/** The privilege page's codes: claim buttons per type, then my codes, paged by ?page=. */
export function CodeList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const codes = useCodes(page);
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  if (codes.isError) return <ErrorView onRetry={() => void codes.refetch()} />;
  if (!codes.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <>
      <ClaimBar types={codes.data.types} />
      {codes.data.data.length === 0 ? (
        <EmptyState description={MSG.noCodes} />
      ) : (
        <ul className={styles.codeList} data-testid="code-list">
          {codes.data.data.map((code) => (
            <CodeItem key={code.id} code={code} />
          ))}
        </ul>
      )}
      {codes.data.paginate.last_page > 1 && (
        <Pager
          current={codes.data.paginate.current_page}
          lastPage={codes.data.paginate.last_page}
          hrefFor={hrefFor}
        />
      )}
    </>
  );
}
