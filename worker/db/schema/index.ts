export * from './accounts.ts';
export * from './outbox.ts';
export * from './venues.ts';
export * from './events.ts';
export * from './messaging.ts';
export * from './wishlist.ts';
export * from './rate-limits.ts';
export * from './money.ts';
