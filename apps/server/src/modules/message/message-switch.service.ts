import {
  MESSAGE_SWITCH_DESCRIPTIONS,
  MSG,
  MessageCategory,
  SWITCHABLE_MESSAGE_CATEGORIES,
  SYSTEM_MESSAGE_SWITCH,
  type MessageSwitch,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSwitches, upsertSwitch } from './message.repository';

function toSwitch(category: number, status: number): MessageSwitch {
  const editable = SWITCHABLE_MESSAGE_CATEGORIES.includes(category);
  return {
    id: category,
    type: category,
    name: MessageCategory.label(category),
    description: MESSAGE_SWITCH_DESCRIPTIONS[category] ?? '',
    // A category that cannot be switched off reads as on, whatever is stored.
    status: editable ? status : SYSTEM_MESSAGE_SWITCH.on,
    editable: editable ? 1 : 0,
  };
}

/** /web/system/message_list: one switch per SPEC §9 category, in SPEC's order. */
export async function listSwitches(db: Db, userId: number): Promise<MessageSwitch[]> {
  const stored = await findSwitches(db, userId);
  return MessageCategory.options.map((o) =>
    toSwitch(o.value, stored.get(o.value) ?? SYSTEM_MESSAGE_SWITCH.on),
  );
}

/**
 * /web/system/message_set/{id}: sets (not toggles, so a repeated request is harmless) one
 * of my switches. System notices stay on: they tell people what moderators decided about
 * their own posts and comments.
 */
export async function setSwitch(
  db: Db,
  userId: number,
  category: number,
  status: number,
): Promise<MessageSwitch> {
  if (!SWITCHABLE_MESSAGE_CATEGORIES.includes(category)) {
    if (status === SYSTEM_MESSAGE_SWITCH.on) return toSwitch(category, status);
    throw AppError.badRequest(MSG.systemMessageLocked);
  }
  await upsertSwitch(db, userId, category, status);
  return toSwitch(category, status);
}

/**
 * SPEC §3 `dingFlag` (docs/user-center.md): 1 when I am subscribed to every message
 * category I could switch off, 0 once I switched one off.
 */
export async function subscribedToAll(db: Db, userId: number): Promise<boolean> {
  const stored = await findSwitches(db, userId);
  return SWITCHABLE_MESSAGE_CATEGORIES.every(
    (c) => (stored.get(c) ?? SYSTEM_MESSAGE_SWITCH.on) === SYSTEM_MESSAGE_SWITCH.on,
  );
}
