import { useState } from 'react';
import { Progress, Upload } from 'antd';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { UPLOAD_PURPOSE, type WorkRule } from '@xinke/shared';
import { uploadCommonImage } from '../../features/account/upload-common-image';
import { readImageSize, sizeProblem } from '../../features/contest/image-size';
import { toast } from '../../lib/toast';
import styles from './WallpaperPicker.module.css';

/**
 * The one wallpaper of a work as a Form control (`value` is its uploaded path): the size is
 * checked in the browser first, with the server's rule and words (the server checks again
 * from the stored file), then uploaded with its progress.
 */
export function WallpaperPicker({
  value,
  onChange,
  rule,
  disabled,
}: {
  value?: string;
  onChange?: (path: string) => void;
  rule: WorkRule;
  disabled?: boolean;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const portrait = (rule.minSize?.height ?? 0) > (rule.minSize?.width ?? 0);
  return (
    <div className={portrait ? styles.portrait : styles.landscape}>
      <Upload.Dragger
        accept="image/*"
        showUploadList={false}
        disabled={disabled || percent !== null}
        beforeUpload={async (file) => {
          const size = await readImageSize(file);
          const problem = size ? sizeProblem(rule, size) : null;
          if (problem) {
            toast.error(`${problem}（这张是 ${size?.width}×${size?.height}）`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          setPercent(0);
          void uploadCommonImage(file as File, UPLOAD_PURPOSE.activity, setPercent).then((url) => {
            setPercent(null);
            if (url) onChange?.(url);
          });
        }}
        data-testid="wallpaper-picker"
      >
        {value ? (
          <img className={styles.preview} src={value} alt="已上传的壁纸" />
        ) : (
          <div className={styles.empty}>
            <PictureOutlined className={styles.icon} />
            <p>点击或拖入一张壁纸</p>
            {rule.minSize && (
              <p className={styles.hint}>
                不小于 {rule.minSize.width}×{rule.minSize.height} 像素，JPG / PNG / WebP，最大 5MB
              </p>
            )}
          </div>
        )}
        {percent !== null && (
          <Progress percent={Math.round(percent)} size="small" className={styles.progress} />
        )}
      </Upload.Dragger>
      {value && !disabled && <p className={styles.hint}>点击图片可换一张</p>}
    </div>
  );
}
