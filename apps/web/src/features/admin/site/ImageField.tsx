import { useRef, useState } from 'react';
import { Button, Image, Space } from 'antd';
import { UPLOAD_PURPOSE } from '@xinke/shared';
import { uploadCommonImage } from '../../account/upload-common-image';

/**
 * A form control holding an uploaded image's path: a preview and 上传图片 / 更换 (and 移除
 * when the field may be empty). antd Form gives it value and onChange.
 */
export function ImageField({
  value,
  onChange,
  allowClear = false,
  label = '图片',
  width = 160,
}: {
  value?: string;
  onChange?: (value: string) => void;
  allowClear?: boolean;
  label?: string;
  width?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const url = await uploadCommonImage(file, UPLOAD_PURPOSE.common);
    setBusy(false);
    if (url) onChange?.(url);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        // A global input style beats the `hidden` attribute; the button opens it.
        style={{ display: 'none' }}
        aria-label={`选择${label}`}
        data-testid="site-image-input"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Space align="start" wrap>
        {value ? (
          <Image src={value} alt={label} width={width} style={{ objectFit: 'cover' }} />
        ) : null}
        <Button loading={busy} onClick={() => input.current?.click()}>
          {value ? '更换' : '上传图片'}
        </Button>
        {allowClear && value ? <Button onClick={() => onChange?.('')}>移除</Button> : null}
      </Space>
    </>
  );
}
