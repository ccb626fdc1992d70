/** Business constants and limits, named once for both sides. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const UPLOAD_MAX_MEGABYTES = 100;
export const SIGNED_UPLOAD_POLICY_TTL_SECONDS = 60 * 60;
export const COMPARISON_MAX_PROPERTIES = 4;
export const VOICE_AUTO_STOP_MS = 10_000;
export const RECOGNITION_LANGUAGE = 'en-US';
export const SPEECH_RATE = 0.9;
export const SPEECH_PITCH = 1;
export const SPEECH_VOLUME = 1;
export const AI_CALL_TIMEOUT_MS = 30_000;
export const AI_CALL_RETRIES = 1;
export const CHAT_RESULTS_LISTED = 5;
export const WIDGET_MAX_CARDS = 3;
export const WIDGET_CARD_MAX_FEATURES = 3;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const REFOCUS_DELAY_MS = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_THEME = 'dark' as const;
export const PERSIST_REHYDRATION_TIMEOUT_MS = 5000;
export const PASSWORD_MIN_LENGTH = 6;
export const STRENGTH_WEAK_BELOW = 3;
export const STRENGTH_MEDIUM_BELOW = 5;
export const IDENTITY_NETWORK_TIMEOUT_DESKTOP_MS = 30_000;
export const IDENTITY_NETWORK_TIMEOUT_MOBILE_MS = 60_000;
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const TOKEN_PROACTIVE_REFRESH_MS = 5 * 60_000;
export const TOKEN_REFRESH_RETRY_MS = 30_000;
export const TOKEN_REFRESH_MAX_BACKOFF_MS = 16 * 60_000;
export const RESPONSE_BOX_MAX_HEIGHT_PX = 150;

/** Identity service choices (issue #2), shared so the client can reason about them. */
export const ID_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const RECENT_LOGIN_WINDOW_SECONDS = 5 * 60;
export const PASSWORD_RESET_CODE_TTL_SECONDS = 60 * 60;
