import { sweepWorldPerFile } from '../testing/sweep-world.ts';
import { sweepHostileInput } from './hostile-input.ts';
import { sweepPermissions } from './permission.ts';
import { SWEEP_FILES } from './route-table.ts';

/**
 * The sweeps on venues and bookings and on the community (messages, forum, birthday board, push,
 * blog), on a world of this file's own; their lines are quick, so the fixed list of odd paths and
 * headers runs here too.
 */
const world = sweepWorldPerFile();
sweepPermissions(world, SWEEP_FILES['venues-community']);
sweepHostileInput(world, SWEEP_FILES['venues-community'], { oddRequests: true });
