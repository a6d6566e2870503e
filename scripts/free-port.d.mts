/** Types for scripts/free-port.mjs (plain Node, used by scripts, tests and the bench). */
export function freePort(): Promise<number>;
