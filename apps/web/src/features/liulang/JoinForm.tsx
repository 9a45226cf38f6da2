import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LIULANG_LIMITS, LIULANG_MSG, MAINLAND_PHONE_RE, MSG } from '@xinke/shared';
import { toast } from '../../lib/toast';
import { v2Path } from './paths';
import { useJoin } from './queries';
import styles from './liulang.module.css';

interface Values {
  reason: string;
  receiver: string;
  phone: string;
  address: string;
}

const required = (message: string) => ({ required: true, whitespace: true, message });

/** The sign-up form (join): why you want the device and where it should be shipped. */
export function JoinForm({ roundId }: { roundId: number }) {
  const [form] = Form.useForm<Values>();
  const join = useJoin();
  const navigate = useNavigate();
  const submit = async (v: Values) => {
    await join.mutateAsync({ round_id: roundId, ...v });
    toast.success('报名成功，请等待审核结果');
    navigate(v2Path('register'));
  };
  return (
    <Form
      className={styles.card}
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      onFinish={(v) => void submit(v).catch(() => undefined)}
      data-testid="liulang-join-form"
    >
      <h2>报名申请</h2>
      <Form.Item
        name="reason"
        label="申请理由"
        rules={[
          required(LIULANG_MSG.reasonRequired),
          { max: LIULANG_LIMITS.reason, message: LIULANG_MSG.reasonTooLong },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={LIULANG_LIMITS.reason}
          placeholder="你打算用它做什么？会写怎样的体验报告？"
        />
      </Form.Item>
      <Form.Item
        name="receiver"
        label="收件人"
        rules={[
          required(LIULANG_MSG.receiverRequired),
          { max: LIULANG_LIMITS.receiver, message: LIULANG_MSG.receiverTooLong },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="phone"
        label="手机号"
        rules={[
          required(MSG.phoneRequired),
          { pattern: MAINLAND_PHONE_RE, message: MSG.phoneInvalid },
        ]}
      >
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="address"
        label="收货地址"
        rules={[
          required(LIULANG_MSG.addressRequired),
          { max: LIULANG_LIMITS.address, message: LIULANG_MSG.addressTooLong },
        ]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <p className={styles.muted}>
        入选后需在 {LIULANG_LIMITS.payHours}{' '}
        小时内支付押金确认名额；收货信息只给上一位体验者和工作人员看。
      </p>
      <Button type="primary" htmlType="submit" block loading={join.isPending}>
        提交报名
      </Button>
    </Form>
  );
}
