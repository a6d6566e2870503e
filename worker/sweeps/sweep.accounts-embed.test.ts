import { sweepWorldPerFile } from '../testing/sweep-world.ts';
import { sweepHostileInput } from './hostile-input.ts';
import { sweepPermissions } from './permission.ts';
import { SWEEP_FILES } from './route-table.ts';

/**
 * The sweeps on the accounts and the embed widgets, on a world of this file's own. Their requests
 * are the slowest (a password hashed, the widget API's per-address limits and counts written), so
 * this file takes about as long as the other two together and runs beside them.
 */
const world = sweepWorldPerFile();
sweepPermissions(world, SWEEP_FILES['accounts-embed']);
sweepHostileInput(world, SWEEP_FILES['accounts-embed']);
