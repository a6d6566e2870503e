/** The types of what `cloudflare:workers` hands the workerd tests: the bindings and the main module's exports. */
import type * as entry from '#worker/entry.workers.ts';
import type { WorkersEnv } from '#worker/entry.workers.ts';

declare global {
  // workers-types declares these in the global `Cloudflare` namespace for projects to merge into.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    // The bindings the `workers` Vitest project sets (vitest.config.ts) on top of wrangler.toml;
    // an interface (not a type) so that it merges with the runtime's declaration.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends WorkersEnv {}
    interface GlobalProps {
      mainModule: typeof entry;
    }
  }
}
