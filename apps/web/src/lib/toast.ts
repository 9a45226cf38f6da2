import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_MS, TOAST_MAX_COUNT } from '@xinke/shared';

/**
 * Toasts through antd `message`, loaded on the first toast: most visits never show one,
 * so the notification code stays out of the first load.
 */
let messageApi: Promise<MessageInstance> | undefined;

function loadMessage(): Promise<MessageInstance> {
  // antd-scope gives the toasts our locale and theme (static methods render outside React).
  messageApi ??= Promise.all([import('antd/es/message'), import('../app/antd-scope')]).then(
    ([{ default: message }]) => {
      // SPEC §9: toasts close after 2 s and at most 2 show at once (the oldest closes).
      message.config({ duration: TOAST_DURATION_MS / 1000, maxCount: TOAST_MAX_COUNT, top: 72 });
      return message;
    },
  );
  return messageApi;
}

/** Settles once a toast that started loading has loaded (tests wait for it before teardown). */
export function toastsLoaded(): Promise<unknown> {
  return messageApi ?? Promise.resolve();
}

export const toast = {
  error: (text: string) => void loadMessage().then((m) => m.error(text)),
  warning: (text: string) => void loadMessage().then((m) => m.warning(text)),
  success: (text: string) => void loadMessage().then((m) => m.success(text)),
};
