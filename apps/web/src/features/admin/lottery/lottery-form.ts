import dayjs, { type Dayjs } from 'dayjs';
import { LOTTERY_TYPE, type AdminLottery, type LotterySettingsInput } from '@xinke/shared';

/** The settings form: the entry window is one range, the draw one time. */
export interface LotteryForm {
  lottery_type: number;
  entry_cost_ele: number;
  max_entries_per_member: number;
  linked_active_id: number | null;
  window: [Dayjs, Dayjs] | null;
  draw_time: Dayjs | null;
  prizes: { name: string; count: number; image?: string }[];
}

export function toLotteryForm(l: AdminLottery): LotteryForm {
  const at = (s: number | null) => (s === null ? null : dayjs.unix(s));
  const open = at(l.open_time);
  const close = at(l.close_time);
  return {
    lottery_type: l.configured ? l.lottery_type : LOTTERY_TYPE.zeroYuanDraw,
    entry_cost_ele: l.entry_cost_ele,
    max_entries_per_member: l.max_entries_per_member,
    linked_active_id: l.linked_active_id,
    window: open && close ? [open, close] : null,
    draw_time: at(l.draw_time),
    prizes: l.prizes.length
      ? l.prizes.map((p) => ({ name: p.name, count: p.count, image: p.image }))
      : [{ name: '', count: 1 }],
  };
}

export function toLotteryInput(v: LotteryForm): LotterySettingsInput {
  return {
    lottery_type: v.lottery_type,
    entry_cost_ele: v.entry_cost_ele ?? 0,
    max_entries_per_member: v.max_entries_per_member ?? 1,
    linked_active_id: v.linked_active_id ?? null,
    open_time: v.window?.[0].unix() ?? 0,
    close_time: v.window?.[1].unix() ?? 0,
    draw_time: v.draw_time?.unix() ?? 0,
    prizes: v.prizes.map((p) => ({ name: p.name, count: p.count, image: p.image ?? '' })),
  };
}
