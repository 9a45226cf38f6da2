import { Button, Space } from 'antd';
import { UPLOAD_PURPOSE } from '@xinke/shared';
import { useState } from 'react';
import { uploadCommonImage } from '../account/upload-common-image';
import styles from './Creator.module.css';

/**
 * Pictures of our uploads as a form control (value: /uploads/… paths): each chosen file goes
 * through the common image upload; a thumbnail can be taken out again.
 */
export function ImagesField({
  value = [],
  onChange,
  max,
  label = '上传图片',
}: {
  value?: string[];
  onChange?: (paths: string[]) => void;
  max: number;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function handleFiles(files: FileList | null) {
    if (!files) return;
    setBusy(true);
    const added: string[] = [];
    for (const file of Array.from(files).slice(0, max - value.length)) {
      const url = await uploadCommonImage(file, UPLOAD_PURPOSE.common);
      if (url) added.push(url);
    }
    setBusy(false);
    onChange?.([...value, ...added]);
  }
  return (
    <Space wrap>
      {value.map((src) => (
        <span key={src} className={styles.thumb}>
          <img src={src} alt="" width={96} height={72} />
          <Button
            size="small"
            type="link"
            onClick={() => onChange?.(value.filter((v) => v !== src))}
            aria-label="移除图片"
          >
            移除
          </Button>
        </span>
      ))}
      {value.length < max && (
        <label>
          <Button
            loading={busy}
            onClick={(e) => (e.currentTarget.nextSibling as HTMLInputElement | null)?.click()}
          >
            {label}
          </Button>
          <input
            type="file"
            accept="image/*"
            multiple
            className={styles.fileInput}
            data-testid="images-input"
            onChange={(e) => void handleFiles(e.target.files)}
          />
        </label>
      )}
    </Space>
  );
}
