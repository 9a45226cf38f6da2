import { useState } from 'react';
import { Select } from 'antd';
import { WORK_REVIEW } from '@xinke/shared';
import { useContestWorks } from './queries';

/**
 * Which work's votes to see: a searchable list of the contest's approved works (the ones
 * votes go to), found by 编号 or name on the server, so a contest of any size fits; empty
 * is every work.
 */
export function WorkPicker({
  activeId,
  value,
  onChange,
}: {
  activeId: number;
  value: string;
  onChange(workId: string): void;
}) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useContestWorks(
    activeId,
    { review: String(WORK_REVIEW.approved), keyword },
    1,
  );
  const options = (data?.data ?? []).map((w) => ({
    value: String(w.id),
    label: `No.${w.serial_num} ${w.name}`,
  }));
  return (
    <Select
      aria-label="按作品筛选"
      data-testid="contest-votes-work"
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      allowClear
      placeholder="全部作品（输入编号或名称）"
      style={{ width: 240 }}
      loading={isFetching}
      value={value === '' ? undefined : value}
      options={options}
      notFoundContent={isFetching ? '加载中…' : '没有匹配的已通过作品'}
      onChange={(v?: string) => {
        setKeyword('');
        onChange(v ?? '');
      }}
    />
  );
}
