import { lazy, type ComponentType } from 'react';
import { withAntdScope } from '../../app/with-antd-scope';

/** A named export loaded on first render, in antd's configuration (app/with-antd-scope.tsx). */
function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(withAntdScope(async () => ({ default: await load() })));
}

/*
 * The parts of the post and article pages drawn with antd. The pages draw their first screen
 * (title, text, actions) without antd and render these inside <AfterPaint>, so antd's code
 * is not in the pages' first load (docs/web-performance.md).
 */
export const LazyCommentSection = lazyWithAntd(() =>
  import('./comments/CommentSection').then((m) => m.CommentSection),
);
export const LazyPostComments = lazyWithAntd(() =>
  import('./PostComments').then((m) => m.PostComments),
);
export const LazyPostSide = lazyWithAntd(() => import('./PostSide').then((m) => m.PostSide));
export const LazyVoteBlockView = lazyWithAntd(() =>
  import('./VoteBlockView').then((m) => m.VoteBlockView),
);
export const LazyPostOwnerMenu = lazyWithAntd(() =>
  import('./PostOwnerMenu').then((m) => m.PostOwnerMenu),
);
export const LazyReportDialog = lazyWithAntd(() =>
  import('./ReportDialog').then((m) => m.ReportDialog),
);
