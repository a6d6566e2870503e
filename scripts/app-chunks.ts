import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

/**
 * How the platform's JavaScript is cut into files (decision 048).
 *
 * Everything app/start.tsx imports statically goes into one chunk, "app-core". The app always
 * loads start before any route, yet rolldown's automatic splitting cut the modules start shares
 * with the lazy routes into a dozen chunks of a few hundred bytes each (constants, icons, the API
 * client, React Query's hooks…). On a phone each module file is a request and a main-thread task
 * of its own before the first render: Lighthouse's blocking time on the public event page, medians
 * of alternating builds, was 437–667 ms with them and 341–404 ms without.
 *
 * What the page's entry (main.tsx) imports itself goes into a small chunk of its own, "page",
 * claimed first: a group takes its modules' imports along, and app-core would otherwise pull
 * those shared few in and make the entry load the whole app before the first paint.
 *
 * The public event page's route (the page every invited guest opens) gets the same treatment for
 * what it imports beyond app-core: one chunk beside the route's own, instead of eight of a few
 * hundred bytes. Other routes that share some of those modules load that small chunk too.
 */
const startEntry = fileURLToPath(new URL('../platform/app/start.tsx', import.meta.url));
const pageEntry = fileURLToPath(new URL('../platform/main.tsx', import.meta.url));
const eventPageRoute = fileURLToPath(new URL('../platform/app/routes/event-page.tsx', import.meta.url));

interface Graphs {
  page: Set<string>;
  appCore: Set<string>;
  eventPage: Set<string>;
}
// Keyed by the entry's module record, which rolldown reuses within one chunking pass only, so a
// second build in the same process (the service worker's) never reads the first one's graphs.
const graphsByPass = new WeakMap<ModuleInfo, Graphs>();

function staticGraph(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function graphs(ctx: ChunkingContext): Graphs | undefined {
  const start = ctx.getModuleInfo(startEntry);
  if (!start) return undefined;
  let found = graphsByPass.get(start);
  if (!found) {
    const page = staticGraph(pageEntry, ctx);
    // start.tsx stays the dynamic import's own chunk: the prerender finds it in the manifest by name.
    const appCore = new Set([...staticGraph(startEntry, ctx)].filter((id) => id !== startEntry && !page.has(id)));
    const eventPage = new Set([...staticGraph(eventPageRoute, ctx)].filter((id) => id !== eventPageRoute && !appCore.has(id) && !page.has(id)));
    found = { page, appCore, eventPage };
    graphsByPass.set(start, found);
  }
  return found;
}

export const appChunkGroups: CodeSplittingGroup[] = [
  {
    name: (id, ctx) => (id !== pageEntry && !id.endsWith('.css') && graphs(ctx)?.page.has(id) ? 'page' : null),
    priority: 2,
  },
  { name: (id, ctx) => (graphs(ctx)?.appCore.has(id) ? 'app-core' : null), priority: 1 },
  // The page every invited guest opens: its route's own imports in one chunk beside it, not eight.
  { name: (id, ctx) => (graphs(ctx)?.eventPage.has(id) ? 'event-page-deps' : null), priority: 0 },
];
