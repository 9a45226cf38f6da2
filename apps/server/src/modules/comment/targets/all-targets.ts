/*
 * Every content target, registered on import (content-target.ts). Issues 16/17 add one
 * line each: project pool, weekly, desktop-build contest (creators' specs are in).
 */
import './post.target';
import '../../article/article.target';
import '../../creator/spec.target';

export {
  messageTargetOf,
  targetOfCollectSource,
  targetOfType,
  type ContentTarget,
  type TargetRow,
} from './content-target';
