import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { ACTIVITY_STATUS, MSG, WORK_LIMITS, activeJoin } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useContestPlace } from '../../features/contest/contest-paths';
import { JOIN_FORM_RULES } from '../../features/contest/form-rules';
import { contestKeys, useContest, useEnrolment } from '../../features/contest/queries';
import styles from './Contest.module.css';

interface Fields {
  user_name: string;
  phone: string;
  email: string;
}

const RULES = JOIN_FORM_RULES;

/**
 * 报名: 姓名 / 手机号 / 邮箱, checked on blur and on submit with the SPEC §5 messages,
 * prefilled from my enrolment; a second submit updates it. Open only while works are
 * being collected (status 1).
 */
export default function ContestRegistryPage() {
  const { activeId } = useContestPlace();
  const contest = useContest(activeId);
  const enrolment = useEnrolment(activeId);
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const joined = enrolment.data?.if_join === 1;

  useEffect(() => {
    const e = enrolment.data;
    if (e?.if_join === 1)
      form.setFieldsValue({ user_name: e.user_name, phone: e.phone, email: e.email });
  }, [enrolment.data, form]);

  const join = useMutation({
    mutationFn: (v: Fields) => api(activeJoin, { active_id: activeId, ...v }),
    onSuccess: (answer) => {
      toast.success(joined ? MSG.contestJoinUpdated : MSG.contestJoined);
      client.setQueryData(contestKeys.enrolment(activeId), answer);
      void client.invalidateQueries({ queryKey: contestKeys.all(activeId) });
    },
  });

  const open = contest.data?.status === ACTIVITY_STATUS.uploading;
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{joined ? '我的报名信息' : '报名参赛'}</h2>
      {contest.data && !open && (
        <Alert
          type="info"
          showIcon
          className={styles.note}
          title={`当前活动状态：${contest.data.status_text}，仅在作品上传中可以报名或修改报名信息`}
          data-testid="contest-registry-closed"
        />
      )}
      {enrolment.isPending && enrolment.fetchStatus !== 'idle' ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form<Fields>
          form={form}
          layout="vertical"
          className={styles.form}
          validateTrigger="onBlur"
          onFinish={(v) => join.mutate(v)}
          data-testid="contest-registry-form"
        >
          <Form.Item name="user_name" label="姓名" rules={RULES.user_name}>
            <Input maxLength={WORK_LIMITS.userName} placeholder="用于领奖联系" />
          </Form.Item>
          <Form.Item name="phone" label="手机号" rules={RULES.phone}>
            <Input maxLength={11} inputMode="tel" placeholder="请输入手机号" />
          </Form.Item>
          <Form.Item name="email" label="邮箱" rules={RULES.email}>
            <Input placeholder="请输入邮箱" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={join.isPending} disabled={!open}>
            {joined ? '修改报名信息' : '提交报名'}
          </Button>
        </Form>
      )}
    </section>
  );
}
