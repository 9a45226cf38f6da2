import { COMMENT_SWITCH, ITEM_STATUS, type PostDetail } from '@xinke/shared';
import { CommentSection } from './comments/CommentSection';
import { Suspense } from 'react';
import { LazyCommentSwitchToggle } from './deferred';
import { postCommentTarget } from './queries';

/** The post's comment section, with the author's switch that closes it. */
export function PostComments({ post }: { post: PostDetail }) {
  return (
    <CommentSection
      target={postCommentTarget(post.id)}
      count={post.comment_count}
      closed={post.allow_comment === COMMENT_SWITCH.off}
      // Only comments under a published post can be liked (the server says the same).
      canLike={post.item_status === ITEM_STATUS.published}
      toolbar={
        post.is_mine === 1 && (
          // Only the author sees the switch; it is antd's and loads with it (deferred.ts).
          <Suspense fallback={null}>
            <LazyCommentSwitchToggle post={post} />
          </Suspense>
        )
      }
    />
  );
}
