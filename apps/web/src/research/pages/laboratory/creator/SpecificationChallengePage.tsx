import { Button, Card, Checkbox, Form, Input, Popconfirm, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  CREATOR_LIMITS,
  SPEC_ENTRY_STATUS,
  SpecEntryStatus,
  proposerMayDeleteChallenge,
} from '@xinke/shared';
import { EmptyState } from '../../../../components/EmptyState';
import { RemovedNotice } from '../../../../features/creator/RemovedNotice';
import {
  useCancelMyChallenge,
  useCreateChallenge,
  useDeleteMyChallenge,
  useMyChallenges,
  useSpec,
} from '../../../../features/creator/queries';
import { toast } from '../../../../lib/toast';
import research from '../../../ResearchPage.module.css';
import styles from './SpecificationChallengePage.module.css';

interface Values {
  title: string;
  content: string;
  tags: string[];
}

/**
 * /laboratory/creator/specification-challenge?spec=id: propose a challenge on a spec (tags
 * from the spec's challenge tags), and my challenges with 撤回 / 删除.
 */
export default function SpecificationChallengePage() {
  const specId = Number(useSearchParams()[0].get('spec') ?? 0);
  const spec = useSpec(specId);
  const create = useCreateChallenge();
  const mine = useMyChallenges();
  const cancel = useCancelMyChallenge();
  const remove = useDeleteMyChallenge();
  const [form] = Form.useForm<Values>();
  async function submit() {
    const v = await form.validateFields();
    create.mutate(
      { spec_id: specId, title: v.title, content: v.content, tags: v.tags ?? [] },
      {
        onSuccess: () => {
          toast.success('挑战已提交，等待创作者审核');
          form.resetFields();
        },
      },
    );
  }
  return (
    <div className={`${research.narrow} ${research.stack}`}>
      <h1>规格挑战</h1>
      {spec.data && (
        <Card title={`向《${spec.data.title}》提交挑战`} size="small" className={research.card}>
          <Form form={form} layout="vertical" initialValues={{ tags: [] }}>
            <Form.Item
              name="title"
              label="标题"
              rules={[{ required: true, whitespace: true, message: '请填写挑战标题' }]}
            >
              <Input maxLength={CREATOR_LIMITS.challengeTitle} showCount />
            </Form.Item>
            <Form.Item
              name="content"
              label="内容"
              rules={[{ required: true, whitespace: true, message: '请填写挑战内容' }]}
            >
              <Input.TextArea rows={5} maxLength={CREATOR_LIMITS.challengeContent} showCount />
            </Form.Item>
            {spec.data.challenge_tags.length > 0 && (
              <Form.Item name="tags" label="标签">
                <Checkbox.Group options={spec.data.challenge_tags} />
              </Form.Item>
            )}
            <Button type="primary" onClick={() => void submit()} loading={create.isPending}>
              提交挑战
            </Button>
          </Form>
        </Card>
      )}
      <Card title="我的挑战" size="small">
        {mine.data?.data.length === 0 && <EmptyState description="你还没有提交过挑战" />}
        {mine.data?.data.map((c) => (
          <div key={c.id} className={styles.challenge} data-testid={`my-challenge-${c.id}`}>
            <Space wrap>
              <strong className={research.wrap}>{c.title}</strong>
              <span className={research.wrap}>《{c.spec.title}》</span>
              <Tag>{SpecEntryStatus.label(c.status)}</Tag>
            </Space>
            {c.reason && <p className={styles.reason}>驳回原因：{c.reason}</p>}
            <RemovedNotice reason={c.remove_reason} inline />
            <Space>
              {c.status === SPEC_ENTRY_STATUS.pending && (
                <Button size="small" onClick={() => cancel.mutate(c.id)}>
                  撤回
                </Button>
              )}
              {/* The server's rule: an approved one, also taken down, stays on its spec. */}
              {proposerMayDeleteChallenge(c.status, c.removed_from) && (
                <Popconfirm title="确定删除这条挑战？" onConfirm={() => remove.mutate(c.id)}>
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </div>
        ))}
      </Card>
    </div>
  );
}
