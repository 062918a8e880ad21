// The few errors the domain and the server's services throw. They know no HTTP: the server's
// plugins/errors.ts alone maps each kind to a status and the JSON error body. The message is
// meant for the client, in words.

/** A thing the caller named does not exist, or is not theirs to see. */
export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
}

/** Input the rules refuse; `fields` says which field and why, when it is one field's fault. */
export class InvalidError extends Error {
  override readonly name = "InvalidError";
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The request clashes with what exists (a name taken, an e-mail with an account). */
export class ConflictError extends Error {
  override readonly name = "ConflictError";
}

/** The caller is not signed in, or their credentials are wrong. */
export class UnauthorisedError extends Error {
  override readonly name = "UnauthorisedError";
}

/** The caller is known but may not do this (a request from another site). */
export class ForbiddenError extends Error {
  override readonly name = "ForbiddenError";
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class ThrottledError extends Error {
  override readonly name = "ThrottledError";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Something this server depends on (the database, a provider) is not there right now. */
export class UnavailableError extends Error {
  override readonly name = "UnavailableError";
}
