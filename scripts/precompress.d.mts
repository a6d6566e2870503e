/** Types for scripts/precompress.mjs (a plain Node script, run by `npm run build`). */
export const WORKERS_ASSETS_IGNORE: string;
export function precompress(dir: string): { files: number; before: number; after: number };
