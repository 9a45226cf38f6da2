import Button from 'antd/es/button';
import { formatDateTime, Occupation, type JoinRequest } from '@xinke/shared';
import { OccupationTag } from '../../components/OccupationTag';
import { useAuditJoin } from './mutations';
import styles from './ProjectDetail.module.css';

/** The owner's pending join requests, each with 通过 / 拒绝 (projectJoinAudit). */
export function JoinRequests({ requests }: { requests: JoinRequest[] }) {
  const audit = useAuditJoin();
  const busy = (id: number, approve: 0 | 1) =>
    audit.isPending && audit.variables.id === id && audit.variables.approve === approve;
  return (
    <section className={styles.requests} data-testid="join-requests">
      <h3 className={styles.subTitle}>待审核的加入申请</h3>
      {requests.length === 0 ? (
        <p className={styles.muted}>暂无待审核的申请</p>
      ) : (
        requests.map((r) => (
          <div key={r.id} className={styles.request} data-testid="join-request">
            <div className={styles.requestWho}>
              <strong>{r.user.nickname}</strong>
              <OccupationTag occupation={Occupation.label(r.label)} />
              <span className={styles.muted}>{formatDateTime(r.create_time)}</span>
            </div>
            {r.note && <p className={styles.requestNote}>{r.note}</p>}
            <div className={styles.actions}>
              <Button
                size="small"
                loading={busy(r.id, 0)}
                disabled={audit.isPending}
                onClick={() => audit.mutate({ id: r.id, approve: 0 })}
              >
                拒绝
              </Button>
              <Button
                size="small"
                type="primary"
                loading={busy(r.id, 1)}
                disabled={audit.isPending}
                onClick={() => audit.mutate({ id: r.id, approve: 1 })}
              >
                通过
              </Button>
            </div>
          </div>
        ))
      )}
    </section>
  );
}
