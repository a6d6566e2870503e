import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTargets, type Target } from '../testing/sweep-world.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { routesWithoutObject, sweptForPermission } from './permission.ts';
import { placeholderWorld, ROUTE_GROUPS, type RouteGroup, SWEEP_FILES, ungrouped, unsweptRoutes } from './route-table.ts';

/**
 * The sweeps run in files by route group (sweep.<groups>.test.ts, side by side, each on a world of
 * its own); this file checks, once over the app's whole route table, that together they leave no
 * route out: a route added without a line in sweepTargets(), outside every swept group, or without
 * an object in the sweep world fails here with its name.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const targets = sweepTargets(placeholderWorld);

describe('the sweeps cover every route of the route table', () => {
  it('every mutating route has a line in sweepTargets()', () => {
    expect(unsweptRoutes(t.app, targets), 'mutating routes with no line in sweepTargets()').toEqual([]);
  });

  it('every route group is swept by one file, and the file is there', () => {
    const files = Object.entries(SWEEP_FILES) as [string, readonly RouteGroup[]][];
    const fileOf = (group: RouteGroup) => files.filter(([, groups]) => groups.includes(group)).map(([name]) => name);
    expect(
      (Object.keys(ROUTE_GROUPS) as RouteGroup[]).filter((group) => fileOf(group).length !== 1),
      'groups swept by no file of SWEEP_FILES, or by two',
    ).toEqual([]);
    expect(
      files.map(([name]) => `sweep.${name}.test.ts`).filter((file) => !existsSync(new URL(`./${file}`, import.meta.url))),
      'files of SWEEP_FILES missing',
    ).toEqual([]);
  });

  it('every line and every object route is in a route group, so some file sweeps it', () => {
    expect(ungrouped(t.app, targets, sweptForPermission), 'in no group of ROUTE_GROUPS (worker/sweeps/route-table.ts)').toEqual([]);
  });

  it('every object route the permission sweep calls has an object of the sweep world', () => {
    expect(routesWithoutObject(t.app, placeholderWorld), 'no id in worldIdFor() (worker/sweeps/route-table.ts) or a line of sweepTargets()').toEqual([]);
  });

  it('names a route added without a line, a group or an object', async () => {
    // An app of its own, so the route does not stay in the table the other checks read.
    const other = await createTestApp();
    try {
      other.app.post('/api/throwaway-for-the-sweep/:id/things', (c) => c.text('made'));
      const route = 'POST /api/throwaway-for-the-sweep/:id/things';
      expect(unsweptRoutes(other.app, targets)).toEqual([route]);
      expect(ungrouped(other.app, targets, sweptForPermission)).toEqual([route]);
      expect(routesWithoutObject(other.app, placeholderWorld)).toEqual([route]);
      // A line in sweepTargets() reaches it, and gives the permission sweep its object.
      const line: Target = { method: 'POST', path: '/api/throwaway-for-the-sweep/x1/things', valid: { name: 'A' } };
      expect(unsweptRoutes(other.app, [...targets, line])).toEqual([]);
      expect(routesWithoutObject(other.app, placeholderWorld, [...targets, line])).toEqual([]);
    } finally {
      other.close();
    }
  });
});
