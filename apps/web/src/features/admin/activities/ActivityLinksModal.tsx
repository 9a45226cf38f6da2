import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { ACTIVITY_TYPE_KEY, CAMPAIGN_LIMITS } from '@xinke/shared';
import { FormModal } from '../kit/FormModal';
import {
  useActivityLinks,
  useProductOptions,
  useSaveActivityLinks,
  useTagOptions,
} from '../p618/queries';

interface FormValues {
  product_ids: number[];
  item_tag_id: number | null;
}

/**
 * 关联 of one activity (docs/activities.md "Product links and item activities"): the products
 * whose landing pages list it under 相关活动, and — for an item (帖子) activity — the tag that
 * makes a post take part.
 */
export function ActivityLinksModal({
  activity,
  onClose,
}: {
  activity: { id: number; title: string; type: string } | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [tagKeyword, setTagKeyword] = useState('');
  const links = useActivityLinks(activity?.id ?? null);
  const products = useProductOptions();
  const isItem = activity?.type === ACTIVITY_TYPE_KEY.item;
  const tags = useTagOptions(tagKeyword);
  const save = useSaveActivityLinks();

  useEffect(() => {
    if (links.data) form.setFieldsValue(links.data);
  }, [links.data, form]);

  const onSave = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({
      id: activity?.id ?? 0,
      product_ids: v.product_ids ?? [],
      item_tag_id: isItem ? (v.item_tag_id ?? null) : null,
    });
    onClose();
  };

  return (
    <FormModal
      open={activity !== null}
      title={`关联 · ${activity?.title ?? ''}`}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" data-testid="activity-links-form">
        <Form.Item
          name="product_ids"
          label={`关联产品（最多 ${CAMPAIGN_LIMITS.activityProducts} 个，显示在产品落地页的「相关活动」）`}
        >
          <Select
            mode="multiple"
            maxCount={CAMPAIGN_LIMITS.activityProducts}
            options={products.data ?? []}
            loading={products.isPending}
            optionFilterProp="label"
            placeholder="选择产品"
          />
        </Form.Item>
        {isItem && (
          <Form.Item name="item_tag_id" label="参与标签：活动时间内发布、带此标签的帖子即参与活动">
            <Select
              allowClear
              showSearch
              filterOption={false}
              onSearch={setTagKeyword}
              options={tags.data ?? []}
              loading={tags.isPending}
              placeholder="搜索标签"
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
