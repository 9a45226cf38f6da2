import { useState } from 'react';
import { Button, Empty, Popconfirm, Radio, Space, Tag } from 'antd';
import type { Address } from '@xinke/shared';
import { AddressForm } from './AddressForm';
import { useAddresses, useDeleteAddress } from './queries';

/** The address book as a picker: choose one, add, edit or delete (收货地址). */
export function AddressPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { data = [] } = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Address | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = value ?? data.find((a) => a.is_default === 1)?.id;
  return (
    <div>
      {data.length === 0 ? (
        <Empty description="还没有收货地址" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Radio.Group value={chosen} onChange={(e) => onChange(Number(e.target.value))}>
          <Space direction="vertical">
            {data.map((a) => (
              <Radio key={a.id} value={a.id}>
                {a.name} {a.phone} {a.region} {a.detail}{' '}
                {a.is_default === 1 && <Tag color="blue">默认</Tag>}
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(a);
                    setOpen(true);
                  }}
                >
                  编辑
                </Button>
                <Popconfirm
                  title="删除这个收货地址？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutate(a.id)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <Button
        type="dashed"
        block
        style={{ marginTop: 8 }}
        onClick={() => {
          setEditing(null);
          setOpen(true);
        }}
      >
        新增收货地址
      </Button>
      <AddressForm
        open={open}
        editing={editing}
        onClose={(saved) => {
          setOpen(false);
          if (saved) onChange(saved.id);
        }}
      />
    </div>
  );
}
