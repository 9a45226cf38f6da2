/** SPEC §9 business constants the client obeys. */
export const HTTP_TIMEOUT_MS = 8000;
export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_COUNT = 2;
export const DIALOG_Z_INDEX = 9999;
export const PROGRESS_SPEED_MS = 500;
export const CODE_RESEND_SECONDS = 60;
export const QR_POLL_MS = 2000;
export const SOCKET_PING_MS = 10000;
export const SOCKET_MAX_RECONNECTS = 4;
export const MOBILE_BREAKPOINT_PX = 768;
export const BACK_TO_TOP_AFTER_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 1000;
export const BADGE_CAP = 99;
export const TITLE_MIN_LENGTH = 5;
export const CHAT_IMAGE_MAX_KB = 5120;
export const CHAT_TEXT_ROWS = 3;
/** Desktop-build contest pages scroll to the main container after this delay (SPEC §2). */
export const CONTEST_SCROLL_DELAY_MS = 400;
/** Logged-out message tip: shown after 1.5 s, hidden after 10 s (SPEC §4). */
export const LOGGED_OUT_TIP_SHOW_MS = 1500;
export const LOGGED_OUT_TIP_HIDE_MS = 10000;
/** Logout reloads after 800 ms when already on featured (SPEC §4). */
export const LOGOUT_RELOAD_DELAY_MS = 800;

/** SPEC §9 page sizes. */
export const PAGE_SIZE = {
  postSearch: 10,
  circleSearch: 4,
  itemList: 5,
  activityList: 12,
  messageList: 10,
} as const;

/** The product key (DESIGN.md): SPEC's `{product}` placeholders. */
export const PRODUCT_KEY = 'xinke';
/** Credential cookies (SPEC §3): token and user id, expiry from the server in Unix seconds. */
export const COOKIE_TOKEN = 'Authorization';
export const COOKIE_USER_ID = `${PRODUCT_KEY}-id`;
export const COOKIE_CHANNEL = 'channelCode';
/** localStorage key of the agreement checkbox (SPEC §5). */
export const STORAGE_AGREEMENT_CHECKED = 'checked';
