// Security events as structured log lines: `{event, ...details}` at info or warn, never a password,
// token or hash. Routes pass `request.log` (pino); anything with info/warn of that shape will do.

export interface EventLog {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export type SecurityEvent =
  | "sign-in-failed"
  | "sign-in-throttled"
  | "password-change-failed"
  | "password-changed"
  | "password-reset-requested"
  | "password-reset-mailed"
  | "password-reset-completed"
  | "password-reset-refused"
  | "password-reset-by-admin"
  | "sessions-ended"
  | "registration-refused"
  | "registration-throttled";

/** Only plain values: a whole object (a user row with its hash) cannot slip in. */
export type EventDetails = Record<string, string | number | boolean | null>;

export function logSecurityEvent(
  log: EventLog,
  event: SecurityEvent,
  details: EventDetails,
  level: "info" | "warn" = "info",
): void {
  log[level]({ event, ...details }, `security: ${event}`);
}
