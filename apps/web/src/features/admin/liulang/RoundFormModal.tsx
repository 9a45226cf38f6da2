import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  LIULANG_LIMITS,
  LIULANG_MSG,
  LiulangRoundStatus,
  type AdminLiulangRound,
} from '@xinke/shared';
import { useSaveRound } from './queries';

interface Values {
  title: string;
  device: string;
  intro: string;
  deposit_yuan: number;
  range: [Dayjs, Dayjs];
  experience_days: number;
  places: number;
  reward_ele: number;
  status: number;
}

/** Create or edit a round (null `round` = a new one). Money is typed in 元, stored in fen. */
export function RoundFormModal({
  open,
  round,
  onClose,
}: {
  open: boolean;
  round: AdminLiulangRound | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRound();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (round)
      form.setFieldsValue({
        ...round,
        deposit_yuan: round.deposit_fen / 100,
        range: [dayjs.unix(round.signup_start), dayjs.unix(round.signup_end)],
      });
  }, [open, round, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      ...(round ? { id: round.id } : {}),
      title: v.title,
      device: v.device,
      intro: v.intro ?? '',
      deposit_fen: Math.round((v.deposit_yuan ?? 0) * 100),
      signup_start: v.range[0].unix(),
      signup_end: v.range[1].unix(),
      experience_days: v.experience_days,
      places: v.places,
      reward_ele: v.reward_ele ?? 0,
      status: v.status,
    });
    onClose();
  };
  return (
    <Modal
      open={open}
      title={round ? '编辑流浪计划' : '新建一期流浪计划'}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText="保存"
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          status: 1,
          experience_days: 7,
          places: 5,
          reward_ele: 200,
          deposit_yuan: 0,
        }}
        data-testid="liulang-round-form"
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: LIULANG_MSG.titleRequired },
            { max: LIULANG_LIMITS.title, message: LIULANG_MSG.titleTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="device"
          label="漂流设备"
          rules={[
            { required: true, whitespace: true, message: LIULANG_MSG.deviceRequired },
            { max: LIULANG_LIMITS.device, message: LIULANG_MSG.deviceTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="intro" label="活动介绍">
          <Input.TextArea rows={3} maxLength={LIULANG_LIMITS.intro} />
        </Form.Item>
        <Form.Item
          name="range"
          label="报名时间"
          rules={[{ required: true, message: LIULANG_MSG.windowInvalid }]}
        >
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="deposit_yuan" label="押金（元，可退）">
          <InputNumber
            min={0}
            max={LIULANG_LIMITS.depositFen / 100}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="experience_days"
          label="每人体验天数"
          rules={[{ required: true, message: LIULANG_MSG.daysInvalid }]}
        >
          <InputNumber min={1} max={LIULANG_LIMITS.experienceDays} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="places"
          label="名额"
          rules={[{ required: true, message: LIULANG_MSG.placesInvalid }]}
        >
          <InputNumber min={1} max={LIULANG_LIMITS.places} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reward_ele" label="体验报告奖励电量">
          <InputNumber min={0} max={LIULANG_LIMITS.rewardEle} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select options={LiulangRoundStatus.options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
