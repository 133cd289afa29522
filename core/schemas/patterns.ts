/** Plain patterns (no zod) so browser code that only needs a check stays small. */

/** The spec's "simple x@y.z" e-mail pattern: something, @, something, a dot, something; no spaces. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
