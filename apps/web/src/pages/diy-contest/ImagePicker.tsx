import { useRef, useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { UPLOAD_PURPOSE } from '@xinke/shared';
import { uploadCommonImage } from '../../features/account/upload-common-image';

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * Pictures of a work as a Form control: the uploaded paths as `value`, up to `max`, each
 * upload with its progress (purpose 活动作品).
 */
export function ImagePicker({
  value = [],
  onChange,
  max,
  testId,
}: {
  value?: string[];
  onChange?: (paths: string[]) => void;
  max: number;
  testId?: string;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;

  const fileList: UploadFile[] = [
    ...value.map((url) => ({ uid: url, name: url, status: 'done' as const, url })),
    ...pending.map((p) => ({ ...p, status: 'uploading' as const })),
  ];

  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      multiple={max > 1}
      fileList={fileList}
      onRemove={(file) => onChange?.(latest.current.filter((url) => url !== file.uid))}
      customRequest={({ file }) => {
        const f = file as File & { uid: string };
        setPending((list) => [...list, { uid: f.uid, name: f.name, percent: 0 }]);
        const progress = (percent: number) =>
          setPending((list) => list.map((p) => (p.uid === f.uid ? { ...p, percent } : p)));
        void uploadCommonImage(f, UPLOAD_PURPOSE.activity, progress).then((url) => {
          setPending((list) => list.filter((p) => p.uid !== f.uid));
          if (url && latest.current.length < max) {
            latest.current = [...latest.current, url];
            onChange?.(latest.current);
          }
        });
      }}
      data-testid={testId}
    >
      {fileList.length < max && (
        <div>
          <PlusOutlined />
          <div>上传</div>
        </div>
      )}
    </Upload>
  );
}
