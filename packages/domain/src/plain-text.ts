/*
 * Text a request may carry. C0 controls other than tab and line breaks, DEL and C1 controls are never part of
 * real text, and NUL cannot be stored in PostgreSQL text at all. Written as a whole-string pattern so the JSON
 * Schema of a request shows the rule too.
 */
// eslint-disable-next-line no-control-regex
export const PLAIN_TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** True when the text holds no control character (see PLAIN_TEXT_PATTERN). */
export function isPlainText(text: string): boolean {
  return PLAIN_TEXT_PATTERN.test(text);
}
