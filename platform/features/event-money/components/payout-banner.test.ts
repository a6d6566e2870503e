import { describe, expect, it } from 'vitest';
import { payoutCopy } from './payout-banner.tsx';

describe('payoutCopy', () => {
  it('offers the host to connect, then to finish, then says where the money goes', () => {
    expect(payoutCopy({ connected: false, payoutsEnabled: false }, true)).toMatchObject({ title: 'Connect a payout account to receive released money', action: 'Connect a payout account' });
    expect(payoutCopy({ connected: true, payoutsEnabled: false }, true)).toMatchObject({ title: 'Finish setting up payouts', action: 'Finish setting up payouts' });
    expect(payoutCopy({ connected: true, payoutsEnabled: true }, true)).toMatchObject({ title: 'Payouts go to your connected account', action: null });
  });

  it('never offers a co-host to connect: the money goes to the host', () => {
    for (const payout of [
      { connected: false, payoutsEnabled: false },
      { connected: true, payoutsEnabled: false },
    ]) {
      expect(payoutCopy(payout, false)).toMatchObject({ title: 'The host has not finished setting up payouts', action: null });
    }
    expect(payoutCopy({ connected: true, payoutsEnabled: true }, false).title).toBe('Payouts go to the host’s connected account');
  });
});
