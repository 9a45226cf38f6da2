import { useState } from 'react';
import { Button, Space, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { uploadConsoleImage } from './queries';

/**
 * The medal form's picture: shows the current badge and uploads a new one through the
 * common upload (checked by content on the server, re-encoded as WebP). antd Form gives
 * `value` / `onChange` (the picture's URL).
 */
export function MedalImageField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {value ? (
        <img src={value} alt="勋章图片" width={56} height={56} data-testid="medal-image-preview" />
      ) : (
        <span style={{ color: '#999' }}>未上传</span>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadConsoleImage(file)
            .then((img) => onChange?.(img.url))
            .catch(() => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
    </Space>
  );
}
