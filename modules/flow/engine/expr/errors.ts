// Errors of the flow expression evaluator. Every message names the expression and, for syntax
// errors, the 0-based character offset in the whole text, so an implementer can find the typo.

export type ExprErrorKind = 'syntax' | 'limit' | 'unknownVariable' | 'unknownFunction' | 'forbidden' | 'type';

export class ExprError extends Error {
  constructor(
    readonly kind: ExprErrorKind,
    message: string,
    /** Character offset in the expression text (syntax errors), else undefined. */
    readonly position?: number,
    /** The unknown variable's name (kind unknownVariable). */
    readonly variable?: string,
  ) {
    super(message);
    this.name = 'ExprError';
  }
}

export function syntaxError(text: string, what: string, position: number): ExprError {
  return new ExprError('syntax', `expression ${text} : ${what} at ${position}`, position);
}

/** Names that would reach JavaScript's object machinery; refused as properties and variables. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);
