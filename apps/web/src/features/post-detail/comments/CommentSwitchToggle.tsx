import Switch from 'antd/es/switch';
import { COMMENT_SWITCH, type PostDetail } from '@xinke/shared';
import { useCommentSwitch } from '../use-comment-switch';
import styles from '../PostDetail.module.css';

/** The author's own 允许评论 switch above the comments (SPEC §4 comment switch). */
export function CommentSwitchToggle({ post }: { post: Pick<PostDetail, 'id' | 'allow_comment'> }) {
  const commentSwitch = useCommentSwitch();
  return (
    <label className={styles.switchLabel}>
      允许评论
      <Switch
        size="small"
        checked={post.allow_comment === COMMENT_SWITCH.on}
        loading={commentSwitch.isPending}
        onChange={(open) => commentSwitch.mutate({ id: post.id, open })}
        data-testid="comment-switch"
      />
    </label>
  );
}
