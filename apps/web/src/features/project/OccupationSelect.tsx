import Select from 'antd/es/select';
import { Occupation, mayUseOccupation } from '@xinke/shared';
import { OccupationTag } from '../../components/OccupationTag';
import { useUserInfo } from '../account/queries';

/** SPEC §3 occupation labels, each shown in its colour (the tag the team list shows). */
const OPTIONS = Occupation.options.map((o) => ({
  value: o.value,
  label: <OccupationTag occupation={o.label} />,
  // What typing into the select matches.
  title: o.label,
}));

/**
 * Picks an occupation label for a team membership (the owner's, or a join request's). Only
 * the labels the signed-in member may wear are offered (站务官方 is staff's, the server's
 * rule `mayUseOccupation`); a value they may not keep shows as unpicked, so they choose again.
 */
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
  const role = useUserInfo().data?.role;
  const allowed = (v: number) => mayUseOccupation(v, role);
  return (
    <Select
      value={value !== undefined && allowed(value) ? value : undefined}
      options={OPTIONS.filter((o) => allowed(o.value))}
      placeholder="选择职业标签"
      aria-label={label}
      status={invalid ? 'error' : undefined}
      onChange={onChange}
      style={{ maxWidth: 240 }}
      data-testid={testId}
    />
  );
}
