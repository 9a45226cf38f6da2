/*
 * Every content target, registered on import (content-target.ts). Issues 16/17 add one
 * line each: project pool, weekly (creators' specs and contest works are in).
 */
import './post.target';
import '../../article/article.target';
import '../../creator/spec.target';
import '../../contest/work.target';
import '../../festival/festival.target';
import '../../project/project.target';

export {
  messageTargetOf,
  targetOfCollectSource,
  targetOfType,
  type ContentTarget,
  type TargetRow,
} from './content-target';
