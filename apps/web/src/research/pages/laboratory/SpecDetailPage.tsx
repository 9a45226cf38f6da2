import { Button, Card, Image, Space, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { COMMENT_TYPE, SPEC_STATUS, SpecStatus } from '@xinke/shared';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorView } from '../../../components/ErrorView';
import { CreatorName } from '../../../features/creator/CreatorName';
import { RemovedNotice } from '../../../features/creator/RemovedNotice';
import { priceText } from '../../../features/creator/SpecCards';
import {
  useSpec,
  useSpecChallenges,
  useSpecDesigns,
  useSupportSpec,
  useSupporters,
} from '../../../features/creator/queries';
import { RichContent } from '../../../features/editor/RichContent';
import { CommentSection } from '../../../features/post-detail/comments/CommentSection';
import { hasToken } from '../../../lib/credentials';
import { toast } from '../../../lib/toast';
import { RESEARCH_BASE } from '../../research-routes';
import research from '../../ResearchPage.module.css';
import styles from './SpecDetailPage.module.css';

const LAB = `${RESEARCH_BASE}/laboratory`;

/**
 * /research/laboratory/:id: the spec, its challenge tags, approved challenges, the designs
 * gallery, supporters and the 支持 button, comments (comment type 8), and the entry points
 * 提交挑战 / 上传设计稿 (or, for its creator, 编辑).
 */
export default function SpecDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const spec = useSpec(id);
  const challenges = useSpecChallenges(id);
  const designs = useSpecDesigns(id);
  const supporters = useSupporters(id);
  const support = useSupportSpec();
  if (spec.isError) return <ErrorView onRetry={() => void spec.refetch()} />;
  const s = spec.data;
  if (!s) return null;
  const open = s.status === SPEC_STATUS.published;
  // Taken down by staff: its creator sees it with the reason but may no longer edit it.
  const removed = s.status === SPEC_STATUS.removed;

  function handleSupport() {
    if (!hasToken()) return toast.error('请登录后再操作');
    support.mutate(s!.id, {
      onSuccess: (r) =>
        r.order_id === null
          ? toast.success('感谢支持！')
          : navigate(`${LAB}/payment/${r.order_id}`),
    });
  }

  return (
    <div className={`${research.medium} ${research.stack}`}>
      <article data-testid="spec-detail">
        {s.cover && <img src={s.cover} alt="" className={styles.cover} />}
        <h1 className={research.wrap}>{s.title}</h1>
        <Space wrap>
          <CreatorName user={s.creator} />
          {s.challenge_tags.map((t) => (
            <Tag key={t} color="blue">
              {t}
            </Tag>
          ))}
          {!open && <Tag color={removed ? 'red' : undefined}>{SpecStatus.label(s.status)}</Tag>}
        </Space>
        <RemovedNotice reason={s.remove_reason} />
        <RichContent html={s.content} />
        <Space wrap className={styles.actions}>
          {s.is_mine
            ? !removed && (
                <Link to={`${LAB}/edit/${s.id}`}>
                  <Button>编辑</Button>
                </Link>
              )
            : open && (
                <>
                  <Button type="primary" onClick={handleSupport} loading={support.isPending}>
                    支持（{priceText(s.price)}）
                  </Button>
                  <Link to={`${LAB}/creator/specification-challenge?spec=${s.id}`}>
                    <Button>提交挑战</Button>
                  </Link>
                  <Link to={`${LAB}/creator/design-upload?spec=${s.id}`}>
                    <Button>上传设计稿</Button>
                  </Link>
                </>
              )}
        </Space>
      </article>

      <Card title={`挑战（${challenges.data?.paginate.total ?? 0}）`} size="small">
        {challenges.data?.data.length === 0 && <EmptyState description="还没有通过的挑战" />}
        {challenges.data?.data.map((c) => (
          <div key={c.id} className={styles.challenge}>
            <strong className={research.wrap}>{c.title}</strong>{' '}
            {c.tags.map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
            <div>
              <CreatorName user={c.user} size={20} />
            </div>
            <p className={styles.text}>{c.content}</p>
          </div>
        ))}
      </Card>

      <Card title={`设计稿（${designs.data?.paginate.total ?? 0}）`} size="small">
        {designs.data?.data.length === 0 && <EmptyState description="还没有通过的设计稿" />}
        <div data-testid="design-gallery" className={styles.gallery}>
          {designs.data?.data.map((d) => (
            <div key={d.id}>
              <CreatorName user={d.user} size={20} />
              <p className={research.wrap}>{d.description}</p>
              <Image.PreviewGroup>
                <Space wrap>
                  {d.images.map((src) => (
                    <Image key={src} src={src} width={160} alt="设计稿" />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </div>
          ))}
        </div>
      </Card>

      <Card title={`支持者（${supporters.data?.paginate.total ?? 0}）`} size="small">
        {supporters.data?.data.length === 0 && <EmptyState description="还没有支持者" />}
        <Space wrap>
          {supporters.data?.data.map((v) => (
            <CreatorName key={v.id} user={v.user} size={20} />
          ))}
        </Space>
      </Card>

      {open && (
        <CommentSection
          target={{ type: COMMENT_TYPE.spec, id: s.id, key: ['creator', 'spec', s.id] }}
          count={s.comment_count}
        />
      )}
    </div>
  );
}
