import { Button, Input, Space } from 'antd';
import { PRODUCT_LIMITS, type SpecRow } from '@xinke/shared';

/**
 * The specs-table editor: rows of 分组 / 参数 / 值, added, removed and moved up or down.
 * antd Form gives it value and onChange; rows keep the order shown on the product page.
 */
export function SpecsEditor({
  value = [],
  onChange,
}: {
  value?: SpecRow[];
  onChange?: (rows: SpecRow[]) => void;
}) {
  const set = (rows: SpecRow[]) => onChange?.(rows);
  const edit = (i: number, patch: Partial<SpecRow>) =>
    set(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) => {
    const rows = [...value];
    const [row] = rows.splice(i, 1);
    if (row) rows.splice(i + by, 0, row);
    set(rows);
  };
  return (
    <div data-testid="specs-editor">
      {value.map((r, i) => (
        <Space key={i} wrap style={{ display: 'flex', marginBottom: 8 }} align="start">
          <Input
            aria-label={`第${i + 1}行分组`}
            placeholder="分组（可空）"
            style={{ width: 110 }}
            maxLength={PRODUCT_LIMITS.specGroup}
            value={r.group}
            onChange={(e) => edit(i, { group: e.target.value })}
          />
          <Input
            aria-label={`第${i + 1}行参数`}
            placeholder="参数"
            style={{ width: 130 }}
            maxLength={PRODUCT_LIMITS.specName}
            value={r.name}
            onChange={(e) => edit(i, { name: e.target.value })}
          />
          <Input
            aria-label={`第${i + 1}行值`}
            placeholder="值"
            style={{ width: 220 }}
            maxLength={PRODUCT_LIMITS.specValue}
            value={r.value}
            onChange={(e) => edit(i, { value: e.target.value })}
          />
          <Button
            size="small"
            disabled={i === 0}
            onClick={() => move(i, -1)}
            aria-label={`上移第${i + 1}行`}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={i === value.length - 1}
            onClick={() => move(i, 1)}
            aria-label={`下移第${i + 1}行`}
          >
            ↓
          </Button>
          <Button
            size="small"
            danger
            onClick={() => set(value.filter((_, j) => j !== i))}
            aria-label={`删除第${i + 1}行`}
          >
            删除
          </Button>
        </Space>
      ))}
      <Button
        onClick={() => set([...value, { group: value.at(-1)?.group ?? '', name: '', value: '' }])}
        disabled={value.length >= PRODUCT_LIMITS.specRows}
      >
        添加一行
      </Button>
    </div>
  );
}
