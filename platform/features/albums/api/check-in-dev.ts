import type * as AlbumSchemas from '#core/domain/albums/album.schema.ts';

type SchemaName = {
  [K in keyof typeof AlbumSchemas]: (typeof AlbumSchemas)[K] extends { parse: (value: unknown) => unknown } ? K : never;
}[keyof typeof AlbumSchemas];

/**
 * Checks an answer against its core schema in development only (vite dev, vitest). Callers write
 * `if (import.meta.env.DEV) await checkInDev(…)`, so the build drops the call, this module and zod:
 * the upload portal and the gallery are opened on phones at the party, and zod would be most of
 * their script (the event page does the same: docs/decisions/022-public-first-paint.md, addendum).
 * The API builds these answers from the same types and its tests parse them with these schemas.
 */
export async function checkInDev(schema: SchemaName, value: unknown): Promise<void> {
  const schemas = await import('#core/domain/albums/album.schema.ts');
  schemas[schema].parse(value);
}
