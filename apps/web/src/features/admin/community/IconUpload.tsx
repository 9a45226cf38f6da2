import { useState } from 'react';
import { Button, Space, Upload } from 'antd';
import { uploadPostImage } from '../../editor/upload-image';

/**
 * A circle's icon: picked here, uploaded through the site's image upload (type checked by
 * content, re-encoded, stored by hash on the server), the form keeps its URL. `value` and
 * `onChange` come from the antd Form item.
 */
export function IconUpload({
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
        <img src={value} alt="圈子图标" width={56} height={56} style={{ borderRadius: 8 }} />
      ) : (
        <div
          style={{ width: 56, height: 56, borderRadius: 8, background: '#f0f0f0' }}
          aria-hidden
        />
      )}
      <Upload
        accept="image/*"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          void uploadPostImage(file as File)
            .then((url) => url && onChange?.(url))
            .finally(() => setBusy(false));
        }}
      >
        <Button loading={busy} data-testid="circle-icon-upload">
          {value ? '更换图标' : '上传图标'}
        </Button>
      </Upload>
    </Space>
  );
}
