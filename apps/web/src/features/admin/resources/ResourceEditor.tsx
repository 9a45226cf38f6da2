import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Progress, Select, Space, Tag, Upload } from 'antd';
import { MSG, RESOURCE_LIMITS } from '@xinke/shared';
import { checkLibraryFile, LIBRARY_FILE_ACCEPT } from '../../../lib/library-file';
import { toast } from '../../../lib/toast';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import { formatBytes } from '../../resource/format-bytes';
import {
  useAdminResource,
  useAdminResourceCategories,
  useResourceCreate,
  useResourceFileDelete,
  useResourceUpdate,
} from './queries';
import { uploadResourceFile } from './upload-resource-file';
import { DeleteButton } from '../kit/DeleteButton';

interface ResourceForm {
  title: string;
  category_id: number;
  summary: string;
  content: string;
  cover: string;
  version: string;
}

/**
 * The edit page of one resource (a drawer over the table): its fields, the description in
 * the rich-text editor, and its files with an upload progress bar. A new resource is saved
 * as a draft first; its files are added once it exists.
 */
export function ResourceEditor({
  editing,
  onClose,
  onCreated,
}: {
  editing: number | 'new' | null;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const id = typeof editing === 'number' ? editing : null;
  const { data: resource } = useAdminResource(id);
  const categories = useAdminResourceCategories();
  const create = useResourceCreate();
  const update = useResourceUpdate();
  const removeFile = useResourceFileDelete();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ResourceForm>();
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);

  useEffect(() => {
    if (editing === 'new')
      form.setFieldsValue({ title: '', summary: '', content: '', cover: '', version: '' });
    else if (resource) form.setFieldsValue(resource);
  }, [editing, resource, form]);

  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, content: v.content ?? '' };
    if (id === null) {
      const created = await create.mutateAsync(body);
      onCreated(created.id);
    } else await update.mutateAsync({ ...body, id });
  };

  const pick = async (file: File) => {
    if (id === null) return;
    const problem = checkLibraryFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      const updated = await uploadResourceFile(id, file, (percent) =>
        setUpload({ name: file.name, percent }),
      );
      queryClient.setQueryData(['admin', 'resource', id], updated);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'resources'] });
      toast.success('文件已上传');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : MSG.unknownError);
    } finally {
      setUpload(null);
    }
  };

  return (
    <Drawer
      open={editing !== null}
      title={id === null ? '新建资源' : '编辑资源'}
      width={760}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={create.isPending || update.isPending}
          onClick={() => void save().catch(() => undefined)}
        >
          保存
        </Button>
      }
    >
      <Form form={form} layout="vertical" data-testid="resource-form">
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MSG.resourceTitleRequired },
            { max: RESOURCE_LIMITS.title, message: MSG.resourceTitleTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item
            name="category_id"
            label="分类"
            rules={[{ required: true, message: MSG.resourceCategoryInvalid }]}
          >
            <Select
              style={{ width: 200 }}
              aria-label="分类"
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="version"
            label="版本"
            rules={[{ max: RESOURCE_LIMITS.version, message: MSG.resourceVersionTooLong }]}
          >
            <Input style={{ width: 160 }} placeholder="如 v1.3、Rev B" />
          </Form.Item>
        </Space>
        <Form.Item
          name="summary"
          label="简介（卡片上显示）"
          rules={[{ max: RESOURCE_LIMITS.summary, message: MSG.resourceSummaryTooLong }]}
        >
          <Input.TextArea rows={2} showCount maxLength={RESOURCE_LIMITS.summary} />
        </Form.Item>
        <Form.Item name="cover" label="封面（可选）">
          <ImageField allowClear />
        </Form.Item>
        <Form.Item name="content" label="介绍" initialValue="">
          <RichEditorField placeholder="适用型号、主要内容、使用说明…" />
        </Form.Item>
      </Form>
      <h3>文件</h3>
      {id === null ? (
        <p>先保存为草稿，再上传文件。</p>
      ) : (
        <>
          <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
            {(resource?.files ?? []).map((f) => (
              <li
                key={f.id}
                style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0' }}
              >
                <Tag>{f.type.toUpperCase()}</Tag>
                <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{f.name}</span>
                <span>{formatBytes(f.size)}</span>
                <DeleteButton
                  confirm={`删除文件「${f.name}」？`}
                  name={f.name}
                  onConfirm={() => removeFile.mutateAsync({ id: f.id })}
                />
              </li>
            ))}
          </ul>
          <Upload
            accept={LIBRARY_FILE_ACCEPT}
            showUploadList={false}
            disabled={upload !== null}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <Button disabled={upload !== null}>上传文件</Button>
          </Upload>
          <p style={{ color: '#888', fontSize: 12 }}>
            PDF、ZIP、7z、gz 压缩包或固件（.bin / .hex / .elf），每个不超过 200MB，最多 10 个。
          </p>
          {upload && (
            <div data-testid="resource-upload-progress">
              {upload.name}
              <Progress percent={upload.percent} />
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
