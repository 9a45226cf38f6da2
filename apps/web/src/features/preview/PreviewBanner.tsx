import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import { ITEM_STATUS, type ItemEdit } from '@xinke/shared';
import { detailHref, editHref } from '../creation/item-links';
import { previewStatus } from './preview-model';
import styles from './Preview.module.css';

/** Says the page is a preview and the item's status; 继续编辑, and 查看帖子 once published. */
export function PreviewBanner({ item }: { item: ItemEdit }) {
  const navigate = useNavigate();
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
          onClick={() => void navigate(editHref(item))}
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
