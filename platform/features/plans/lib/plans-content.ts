import { FUND_PROTECTION_HOURS } from '#core/constants.ts';
import { PLANS, type PlanId } from '#core/domain/money/plans.rules.ts';

/** What each plan includes, built from core's numbers so the page and the server never disagree. */
export const planIncludes: Record<PlanId, string[]> = {
  free: [
    `${PLANS.free.maxActiveEvents} active event at a time`,
    `Up to ${PLANS.free.maxGuestsPerEvent} guests per event`,
    'Invitations, RSVPs and reminders',
    'Wishlists, group gifts and event funds',
  ],
  single_event: ['One event without the Free limits', `Up to ${PLANS.single_event.maxGuestsPerEvent} guests for that event`, 'Pay once — no subscription', 'Everything in Free'],
  pro: ['Unlimited active events', `Up to ${PLANS.pro.maxGuestsPerEvent} guests per event`, 'Cancel any time', 'Everything in Free'],
};

export const fundProtectionLine = `Every contribution is held for ${FUND_PROTECTION_HOURS} hours, then released automatically.`;

export const checkoutCancelledText = 'Checkout cancelled — nothing was charged';

export const pricingFaq: Array<{ question: string; answer: string }> = [
  {
    question: 'Can I cancel Pro?',
    answer: 'Yes, any time from the Billing page. You are not charged again after cancelling.',
  },
  {
    question: 'What happens to my events if I cancel Pro?',
    answer: `They stay exactly as they are, guests included. You just cannot create more than ${PLANS.free.maxActiveEvents} active event or add guests beyond the Free limit until you upgrade again.`,
  },
  {
    question: 'Which event does a Single event unlock?',
    answer: 'The one you choose when you buy it. It keeps its higher guest limit, does not count against the Free event limit, and never renews.',
  },
  {
    question: 'How is money from guests protected?',
    answer: `${fundProtectionLine} Until then a contributor can cancel for a full refund.`,
  },
];
