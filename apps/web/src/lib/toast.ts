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

type ToastKind = 'error' | 'warning' | 'success';

/**
 * The same toast never shows twice: antd keeps one notice per `key`, so a toast with the
 * text of one still on screen (two requests failing alike at once, a retried request, a
 * double click) only restarts that notice's 2 s instead of stacking a copy.
 */
export const toastKey = (kind: ToastKind, text: string) => `${kind}:${text}`;

const show = (kind: ToastKind) => (text: string) =>
  void loadMessage().then((m) => m.open({ type: kind, content: text, key: toastKey(kind, text) }));

export const toast = {
  error: show('error'),
  warning: show('warning'),
  success: show('success'),
};
