import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import { UPLOAD_PURPOSE } from '@xinke/shared';
import { uploadCommonImage } from '../account/upload-common-image';
import styles from './ProjectForm.module.css';

/**
 * The project's cover: a preview and 上传封面 / 更换 / 移除. The picture goes through the
 * common image upload (docs/uploads.md), whose /uploads/… path is what the contract takes.
 */
export function CoverField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    const url = await uploadCommonImage(file, UPLOAD_PURPOSE.common, setPercent);
    setPercent(undefined);
    if (url) onChange(url);
  };
  return (
    <div className={styles.field}>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        // A global input style beats the `hidden` attribute; the button opens it.
        style={{ display: 'none' }}
        aria-label="选择封面图片"
        data-testid="project-cover-input"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {value && <img className={styles.cover} src={value} alt="封面" data-testid="cover-preview" />}
      <div>
        <Button loading={percent !== undefined} onClick={() => input.current?.click()}>
          {percent !== undefined ? `上传中 ${percent}%` : value ? '更换封面' : '上传封面'}
        </Button>{' '}
        {value && percent === undefined && (
          <Button type="link" danger onClick={() => onChange('')}>
            移除
          </Button>
        )}
      </div>
    </div>
  );
}
