import { sweepWorldPerFile } from '../testing/sweep-world.ts';
import { sweepHostileInput } from './hostile-input.ts';
import { sweepPermissions } from './permission.ts';
import { SWEEP_FILES } from './route-table.ts';

/** The sweeps on the marketplace's cart, checkout and orders (decision 061), on a world of this file's own. */
const world = sweepWorldPerFile();
sweepPermissions(world, SWEEP_FILES['marketplace-orders']);
sweepHostileInput(world, SWEEP_FILES['marketplace-orders']);
