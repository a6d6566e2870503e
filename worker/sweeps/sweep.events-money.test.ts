import { describe, expect, it } from 'vitest';
import { sweepWorldPerFile } from '../testing/sweep-world.ts';
import { sweepHostileInput } from './hostile-input.ts';
import { permissionFailures, sweepPermissions, withRouteWithoutACheck } from './permission.ts';
import { objectRoutes, routesOf, SWEEP_FILES } from './route-table.ts';

/** The sweeps on an event's own routes (its guests, album, wishlist and money), on a world of this file's own. */
const world = sweepWorldPerFile();
const sweep = sweepPermissions(world, SWEEP_FILES['events-money']);

describe('the permission sweep', () => {
  // Before the hostile input below changes the world the expected failures are worded on.
  it('names a route added without a permission check', async () => {
    const { t, w, cleo } = sweep();
    const app = withRouteWithoutACheck(t.app);
    const failures = await permissionFailures(t, w, cleo, routesOf(objectRoutes(app), ['events']), app);
    expect(failures).toEqual([`200 for a stranger: GET /api/events/${w.event.id}/throwaway-without-a-check`, `200 for another member: GET /api/events/${w.event.id}/throwaway-without-a-check`]);
  }, 300_000);
});

sweepHostileInput(world, SWEEP_FILES['events-money']);
