import { lazy } from 'react';
import { lazyWithAntd } from '../../app/with-antd-scope';

/*
 * The parts of the post and article pages that are not their first screen. The pages draw
 * the title, text and actions at once and render these after that paint (<AfterPaint>,
 * <NearViewport>), so their code is not in the pages' first load (docs/web-performance.md).
 *
 * The comments and the side column are drawn without antd: a visitor's view of them (the
 * list, the login prompt, 关注, 加载更多) is plain elements, so rendering them loads no antd
 * code and computes no antd styles. What only a member or the author sees — the delete
 * confirmation, the 允许评论 switch, the unfollow confirmation — loads antd when it appears.
 */
export const LazyCommentSection = lazy(() =>
  import('./comments/CommentSection').then((m) => ({ default: m.CommentSection })),
);
export const LazyPostComments = lazy(() =>
  import('./PostComments').then((m) => ({ default: m.PostComments })),
);
export const LazyPostSide = lazy(() => import('./PostSide').then((m) => ({ default: m.PostSide })));
export const LazyVoteBlockView = lazyWithAntd(() =>
  import('./VoteBlockView').then((m) => m.VoteBlockView),
);
export const LazyPostOwnerMenu = lazyWithAntd(() =>
  import('./PostOwnerMenu').then((m) => m.PostOwnerMenu),
);
export const LazyReportDialog = lazyWithAntd(() =>
  import('./ReportDialog').then((m) => m.ReportDialog),
);
export const LazyCommentSwitchToggle = lazyWithAntd(() =>
  import('./comments/CommentSwitchToggle').then((m) => m.CommentSwitchToggle),
);
export const LazyDeleteConfirm = lazyWithAntd(() =>
  import('./comments/DeleteConfirm').then((m) => m.DeleteConfirm),
);
