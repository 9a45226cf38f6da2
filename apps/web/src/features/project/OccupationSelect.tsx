import Select from 'antd/es/select';
import { Occupation } from '@xinke/shared';
import { OccupationTag } from '../../components/OccupationTag';

/** SPEC §3 occupation labels, each shown in its colour (the tag the team list shows). */
const OPTIONS = Occupation.options.map((o) => ({
  value: o.value,
  label: <OccupationTag occupation={o.label} />,
  // What typing into the select matches.
  title: o.label,
}));

/** Picks an occupation label for a team membership (the owner's, or a join request's). */
export function OccupationSelect({
  value,
  onChange,
  invalid,
  label,
  testId,
}: {
  value?: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  /** The accessible name (the visible label is beside it). */
  label: string;
  testId?: string;
}) {
  return (
    <Select
      value={value}
      options={OPTIONS}
      placeholder="选择职业标签"
      aria-label={label}
      status={invalid ? 'error' : undefined}
      onChange={onChange}
      style={{ maxWidth: 240 }}
      data-testid={testId}
    />
  );
}
