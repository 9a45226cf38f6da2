import { COMMENT_STATUS } from '@xinke/shared';
import styles from '../PostDetail.module.css';

/** 审核中 on a comment or reply held for review (only its author sees it). */
export const Pending = ({ status }: { status: number }) =>
  status === COMMENT_STATUS.pending ? <span className={styles.pending}>审核中</span> : null;
