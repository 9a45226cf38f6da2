import { Checkbox, Form, Input, Modal } from 'antd';
import { ADDRESS_LIMITS, MAINLAND_PHONE_RE, MSG, STORE_MSG, type Address } from '@xinke/shared';
import { useSaveAddress } from './queries';

interface Values {
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: boolean;
}

/** 新增/编辑收货地址: the server's rules and messages, checked on blur and on submit. */
export function AddressForm({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: Address | null;
  onClose: (saved?: Address) => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveAddress();
  const submit = async () => {
    const v = await form.validateFields();
    const saved = await save.mutateAsync({
      ...(editing ? { id: editing.id } : {}),
      name: v.name,
      phone: v.phone,
      region: v.region,
      detail: v.detail,
      is_default: v.is_default ? 1 : 0,
    });
    onClose(saved);
  };
  return (
    <Modal
      open={open}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        preserve={false}
        initialValues={
          editing
            ? { ...editing, is_default: editing.is_default === 1 }
            : { name: '', phone: '', region: '', detail: '', is_default: false }
        }
      >
        <Form.Item
          name="name"
          label="收货人"
          rules={[
            { required: true, whitespace: true, message: STORE_MSG.addressNameRequired },
            { max: ADDRESS_LIMITS.name, message: STORE_MSG.addressNameTooLong },
          ]}
        >
          <Input maxLength={ADDRESS_LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            { required: true, message: MSG.phoneRequired },
            { pattern: MAINLAND_PHONE_RE, message: MSG.phoneInvalid },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          rules={[
            { required: true, whitespace: true, message: STORE_MSG.addressRegionRequired },
            { max: ADDRESS_LIMITS.region, message: STORE_MSG.addressRegionTooLong },
          ]}
        >
          <Input placeholder="省 市 区" />
        </Form.Item>
        <Form.Item
          name="detail"
          label="详细地址"
          rules={[
            { required: true, whitespace: true, message: STORE_MSG.addressDetailRequired },
            { max: ADDRESS_LIMITS.detail, message: STORE_MSG.addressDetailTooLong },
          ]}
        >
          <Input.TextArea rows={2} placeholder="街道、楼栋、门牌号" />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
