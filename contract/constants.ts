/** Business constants of the spec, section 9. One place for client and server. */
export const API_BASE = "/csi";
export const REQUEST_TIMEOUT_MS = 240_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_PAGE_SIZE = 99;
export const COUNTRY_MIN_COMPANIES = 100;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_INPUT_ROWS = 4;
export const REPLY_PIECE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 3000;
export const NOTIFICATION_POPOVER_WIDTH = 430;
export const DRAWER_WIDTH_PX = 280;
export const REGISTER_CODE_COUNTDOWN_S = 300;
export const RESET_CODE_COUNTDOWN_S = 60;
export const VERIFICATION_CODE_MAX = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const EMAIL_AND_NAME_MAX = 50;
export const IDLE_LOGOUT_MS = 3_600_000;
export const IDLE_WARNING_MS = 3_540_000;
export const PROFILE_PROMPT_MS = 3_600_000;
export const DEFAULT_INACTIVITY_TIMEOUT_MIN = 5;
export const EMAIL_SOURCE = { register: "1", reset: "3" } as const;
export const WEBSOCKET_ACK_CONTENT_TYPE = 4;
export const NARROW_BREAKPOINT_PX = 821;
export const SCROLL_STEP_PX = 100;
export const SCROLL_CHECK_DELAY_MS = 800;
export const DEFAULT_KEYWORD_MODE = 2;
export const REPORT_UPDATE_CREDITS = 1;
export const LOGIN_REDIRECT_DELAY_MS = 3000;
export const NO_PERMISSION_REDIRECT_DELAY_MS = 1000;
/** `usaged` request header: the kind of device. */
export const USAGED = { mobile: "1", desktop: "2" } as const;
/** Terms of Use figures (spec section 9): the aggregate liability cap and the late-payment margin. */
export const LIABILITY_CAP_USD = 100;
export const LATE_PAYMENT_POINTS_ABOVE_PRIME = 3;
/**
 * Google and Apple sign-in (docs/decisions/0011-third-party-sign-in.md): the app's page that takes
 * the provider's answer in its fragment, and the server address Apple posts its form to (both are
 * registered with the providers as redirect URIs).
 */
export const THIRD_PARTY_CALLBACK_PATH = "/signin-callback";
export const APPLE_FORM_POST_PATH = "/csi/user/appleSignInCallback";
