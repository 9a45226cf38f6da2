import { Button, Image, Space } from 'antd';
import { PRODUCT_LIMITS } from '@xinke/shared';
import { ImageField } from '../site/ImageField';

/** A list of uploaded images (a gallery): each can be removed; new ones are appended. */
export function ImageListField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  return (
    <Space wrap align="start">
      {value.map((src, i) => (
        <Space key={src} direction="vertical" size={4}>
          <Image
            src={src}
            alt={`图 ${i + 1}`}
            width={96}
            height={72}
            style={{ objectFit: 'cover' }}
          />
          <Button size="small" danger onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
            移除
          </Button>
        </Space>
      ))}
      {value.length < PRODUCT_LIMITS.images && (
        <ImageField label="图集图片" onChange={(url) => onChange?.([...value, url])} />
      )}
    </Space>
  );
}
