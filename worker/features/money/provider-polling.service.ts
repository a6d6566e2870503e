import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppDeps } from '../../deps.ts';

/** The return pages poll every 2 s; asking the provider about one checkout every 10 s is plenty. */
const PROVIDER_CHECK_INTERVAL_MS = 10_000;

/**
 * Whether a page's poll may ask the provider about this checkout now. Webhooks stay the source of
 * truth; this only catches a late one, so most polls just read our own rows.
 */
export async function mayAskProvider(deps: AppDeps, key: string): Promise<boolean> {
  return (await hitRateLimit(deps.db, key, 1, PROVIDER_CHECK_INTERVAL_MS, deps.clock.now())).allowed;
}
