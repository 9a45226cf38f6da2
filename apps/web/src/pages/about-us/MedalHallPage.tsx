import type { MedalRow } from '@xinke/shared';
import { QueryGate } from '../../features/account/QueryGate';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { MedalGrid } from '../../features/medal/MedalCard';
import { byKind } from '../../features/medal/medal-rows';
import { useMedalHall, useMyMedals } from '../../features/medal/queries';
import { hasToken } from '../../lib/credentials';
import buttons from '../../components/buttons.module.css';
import medal from '../../features/medal/Medal.module.css';
import styles from '../user-center/UserCenterPage.module.css';

function Hall({ rows }: { rows: MedalRow[] }) {
  const { auto, manual } = byKind(rows);
  return (
    <>
      <section aria-labelledby="hall-auto">
        <h2 className={medal.sectionTitle} id="hall-auto">
          成长勋章
        </h2>
        <p className={medal.hint}>达成条件后自动点亮，并会收到一条成就通知。</p>
        <MedalGrid medals={auto} label="成长勋章" />
      </section>
      <section aria-labelledby="hall-manual">
        <h2 className={medal.sectionTitle} id="hall-manual">
          荣誉勋章
        </h2>
        <p className={medal.hint}>由芯客管理员颁发给为社区做出贡献的成员。</p>
        <MedalGrid medals={manual} label="荣誉勋章" />
      </section>
    </>
  );
}

function MemberHall() {
  const medals = useMyMedals();
  return <QueryGate query={medals}>{(data) => <Hall rows={data.list} />}</QueryGate>;
}

function VisitorHall() {
  const { openLoginDialog } = useLoginDialog();
  const hall = useMedalHall();
  return (
    <>
      <div className={medal.loginTip}>
        <span>登录后可以看到你已点亮的勋章。</span>
        <button type="button" className={buttons.primary} onClick={openLoginDialog}>
          登录
        </button>
      </div>
      <QueryGate query={hall}>{(rows) => <Hall rows={rows} />}</QueryGate>
    </>
  );
}

/**
 * /app/new-version/aboutUs/medalHall (SPEC §2 about us for members): every medal and how
 * to earn it; a member's earned ones are lit. Visitors see the hall greyed with a login.
 */
export default function MedalHallPage() {
  return (
    <div className={styles.page} data-testid="medal-hall-page">
      <h1 className={styles.title}>勋章馆</h1>
      {hasToken() ? <MemberHall /> : <VisitorHall />}
    </div>
  );
}
