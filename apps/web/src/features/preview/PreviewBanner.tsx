import { useLocation, useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import { ITEM_STATUS, type ItemEdit } from '@xinke/shared';
import { detailHref, editHref } from '../creation/item-links';
import { previewStatus } from './preview-model';
import styles from './Preview.module.css';

/**
 * Says the page is a preview and the item's status; 继续编辑, and 查看帖子 once published.
 * Opened from the publishing form's 预览, 继续编辑 goes back to that form's history entry
 * (the same as the browser's Back, which reopens the draft there) rather than stacking a
 * second copy of the form on top of the preview.
 */
export function PreviewBanner({ item }: { item: ItemEdit }) {
  const navigate = useNavigate();
  const fromForm = (useLocation().state as { fromForm?: boolean } | null)?.fromForm === true;
  const status = previewStatus(item);
  const published = item.item_status === ITEM_STATUS.published;
  return (
    <section className={styles.banner} data-testid="preview-banner" aria-label="预览说明">
      <div className={styles.bannerText}>
        <p className={styles.bannerTitle}>预览：这是帖子在详情页中的样子，只有你能打开这个页面</p>
        <p className={styles.bannerLine}>
          当前状态
          <span
            className={styles.status}
            data-status={item.item_status}
            data-testid="preview-status"
          >
            {status.label}
          </span>
          {status.hint}
        </p>
        {item.item_status === ITEM_STATUS.rejected && item.reject_reason && (
          <p className={styles.reason}>未通过原因：{item.reject_reason}</p>
        )}
      </div>
      <div className={styles.bannerActions}>
        <Button
          type="primary"
          onClick={() => void (fromForm ? navigate(-1) : navigate(editHref(item)))}
          data-testid="preview-edit"
        >
          继续编辑
        </Button>
        {published && (
          <Button onClick={() => void navigate(detailHref(item.id))} data-testid="preview-view">
            查看帖子
          </Button>
        )}
      </div>
    </section>
  );
}
