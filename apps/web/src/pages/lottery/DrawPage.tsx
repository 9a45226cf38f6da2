import { useParams } from 'react-router-dom';
import { LotteryView } from './LotteryView';
import styles from './Lottery.module.css';

/** /app/draw/:id (SPEC §2): the standalone, phone-first lottery page shared in apps. */
export default function DrawPage() {
  const id = Number(useParams().id) || 0;
  return (
    <div className={`${styles.page} ${styles.standalone}`}>
      <LotteryView id={id} />
    </div>
  );
}
