/**
 * The dollars field parser lives in platform/lib/dollars.ts (one implementation for every money
 * form); this re-export only keeps older imports working. Import from platform/lib instead.
 */
export { centsToDollars, dollarsToCents } from '../../lib/dollars.ts';
