import { describe, expect, it } from 'vitest';
import { estimateDelivery } from './delivery-estimate.ts';

const now = Date.parse('2026-12-01T15:00:00Z');
// Saturday Dec 5 2026, 2 pm in Austin (UTC-6): the setup margin makes 11 am the latest arrival.
const party = { startsAt: Date.parse('2026-12-05T20:00:00Z'), timeZone: 'America/Chicago', location: '12 Oak St, Austin, TX' };

describe('the product page’s delivery estimate for a party', () => {
  it('shipping in time when its days end on or before the party’s day, too late after', () => {
    const [fast] = estimateDelivery({ shipping: { priceCents: 599, days: 3 }, localDelivery: null, pickup: false }, 'Dallas', party, now);
    expect(fast).toMatchObject({ method: 'shipping', arrivesBy: '2026-12-04', inTime: true });
    const [slow] = estimateDelivery({ shipping: { priceCents: 599, days: 5 }, localDelivery: null, pickup: false }, 'Dallas', party, now);
    expect(slow).toMatchObject({ arrivesBy: '2026-12-06', inTime: false });
  });

  it('without the server’s distance, local delivery reaches a party whose location names the shop’s city, after its lead time', () => {
    const local = { shipping: null, localDelivery: { priceCents: 1500, radiusMiles: 20, leadHours: 48 }, pickup: true };
    const [here, pickup] = estimateDelivery(local, 'Austin', party, now);
    expect(here).toMatchObject({ method: 'local', inTime: true, outsideArea: false, arrivesBy: '2026-12-03' });
    expect(pickup).toMatchObject({ method: 'pickup', priceCents: 0, inTime: true });
    const [elsewhere] = estimateDelivery(local, 'Houston', party, now);
    expect(elsewhere).toMatchObject({ inTime: false, outsideArea: true });
  });

  it('with the server’s distance, local delivery reaches a party within the radius, whatever the city is called', () => {
    const local = { shipping: null, localDelivery: { priceCents: 1500, radiusMiles: 20, leadHours: 48 }, pickup: false };
    const suburb = { ...party, location: '12 Oak St, Round Rock, TX' };
    const [near] = estimateDelivery(local, 'Austin', suburb, now, { city: 'Round Rock', miles: 17.1, methods: ['local'] });
    expect(near).toMatchObject({ method: 'local', inTime: true, outsideArea: false });
    const [far] = estimateDelivery(local, 'Austin', party, now, { city: 'Austin', miles: 731, methods: [] });
    expect(far).toMatchObject({ inTime: false, outsideArea: true });
    // A location the server could not place: the city's name stands in.
    const [unplaced] = estimateDelivery(local, 'Austin', party, now, { city: null, miles: null, methods: ['local'] });
    expect(unplaced).toMatchObject({ inTime: true, outsideArea: false });
  });

  it('a lead time running past the setup margin is too late', () => {
    const [late] = estimateDelivery({ shipping: null, localDelivery: { priceCents: 0, radiusMiles: 5, leadHours: 100 }, pickup: false }, 'Austin', party, now);
    expect(late?.inTime).toBe(false);
  });
});
