import { useParams } from 'react-router-dom';
import { LotteryView } from './LotteryView';
import styles from './Lottery.module.css';

/** /app/new-version/activity/lottery/:id (SPEC §2): the lottery inside the site layout. */
export default function LotteryPage() {
  const id = Number(useParams().id) || 0;
  return (
    <div className={styles.page}>
      <LotteryView id={id} />
    </div>
  );
}
