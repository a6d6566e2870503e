import { sweepWorldPerFile } from '../testing/sweep-world.ts';
import { sweepHostileInput } from './hostile-input.ts';
import { sweepPermissions } from './permission.ts';
import { SWEEP_FILES } from './route-table.ts';

/** The sweeps on the marketplace (its catalog: shops, products, photos, stock, wishlist adds), on a world of this file's own. */
const world = sweepWorldPerFile();
sweepPermissions(world, SWEEP_FILES.marketplace);
sweepHostileInput(world, SWEEP_FILES.marketplace);
