import { Form, Input, Modal } from 'antd';
import { LOTTERY_LIMITS, MSG, type LotteryMe, validatePhone } from '@xinke/shared';
import { useSaveAddress } from '../../features/lottery/queries';
import { toast } from '../../lib/toast';

type Win = NonNullable<LotteryMe['win']>;

/** 中奖啦: the winner's shipping address (SPEC §5 phone rule), editable until shipped. */
export function AddressDialog({
  id,
  win,
  open,
  onClose,
}: {
  id: number;
  win: Win;
  open: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ receiver: string; phone: string; address: string }>();
  const save = useSaveAddress(id);
  const submit = async () => {
    // A refused field shows its message under it; nothing to send then.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(values, {
      onSuccess: () => {
        toast.success(MSG.lotteryAddressSaved);
        onClose();
      },
    });
  };
  return (
    <Modal
      open={open}
      title={`恭喜中奖：${win.prize_name}`}
      okText="保存地址"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onBlur', 'onSubmit']}
        initialValues={{ receiver: win.receiver, phone: win.phone, address: win.address }}
      >
        <Form.Item
          name="receiver"
          label="收货人"
          rules={[
            { required: true, whitespace: true, message: MSG.lotteryReceiverRequired },
            { max: LOTTERY_LIMITS.receiverName, message: MSG.lotteryReceiverTooLong },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            {
              validator: (_r, v: string | undefined) => {
                const problem = validatePhone(v);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="address"
          label="收货地址"
          rules={[
            { required: true, whitespace: true, message: MSG.lotteryAddressRequired },
            { max: LOTTERY_LIMITS.address, message: MSG.lotteryAddressTooLong },
          ]}
        >
          <Input.TextArea rows={3} autoComplete="street-address" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
