import type { EventSummary, GuestView, ImportReport, PublicEventView } from '../../../core/domain/events/event-view.schema.ts';
import { sampleImage } from '../fixtures.ts';

/** Sample events data for stories; no story talks to a server. */
export const summary: EventSummary = {
  id: 'event-1',
  slug: 'mayas-7th-birthday-k2m9x4q7ab',
  title: 'Maya’s 7th birthday',
  startsAt: '2027-03-06T19:00:00.000Z',
  endsAt: '2027-03-06T22:00:00.000Z',
  timeZone: 'America/New_York',
  location: '12 Garden Lane, Austin TX',
  coverImageUrl: sampleImage,
  status: 'active',
  role: 'host',
  rsvpStatus: null,
  counts: { going: 12, maybe: 3, declined: 2, waitlisted: 1, pending: 6, headcount: 19 },
};

export const hostedEvents = {
  hosting: [
    summary,
    { ...summary, id: 'event-2', slug: 'pool-party-abc', title: 'Pool party', coverImageUrl: null, startsAt: '2027-07-10T17:00:00.000Z', endsAt: '2027-07-10T20:00:00.000Z' },
    { ...summary, id: 'event-3', slug: 'last-year-xyz', title: 'Leo turns 5', startsAt: '2026-01-10T17:00:00.000Z', endsAt: '2026-01-10T20:00:00.000Z', coverImageUrl: null },
  ],
  attending: [{ ...summary, id: 'event-4', slug: 'sam-40', title: 'Sam’s 40th', role: 'guest' as const, rsvpStatus: 'going' as const, counts: null, location: null }],
};

export const publicEvent: PublicEventView = {
  slug: summary.slug,
  title: summary.title,
  celebrantName: 'Maya',
  celebrantAge: 7,
  timeZone: 'America/New_York',
  startsAt: summary.startsAt,
  endsAt: summary.endsAt,
  rsvpDeadline: '2027-03-01T23:00:00.000Z',
  coverImageUrl: sampleImage,
  description: 'Bouncy castle, cake and a magician. Bring a swimsuit!',
  dressCode: 'Superheroes welcome',
  status: 'active',
  hosts: ['Nina Park'],
  plusOnesAllowed: 2,
  inviteOnly: false,
  rsvpOpen: true,
  location: '12 Garden Lane, Austin TX',
  going: [
    { name: 'Ann Lee', partySize: 2 },
    { name: 'Ben Park', partySize: 1 },
  ],
  goingCursor: null,
  counts: { going: 2, maybe: 1, headcount: 3 },
  capacity: 20,
  spotsLeft: 17,
  viewer: { role: 'visitor', guest: null },
  calendar: { icsUrl: '/api/public/events/x/calendar.ics', google: 'https://calendar.google.com/', outlook: 'https://outlook.live.com/' },
};

export const invitedGuest = {
  id: 'guest-ann',
  linkedMember: false,
  name: 'Ann Lee',
  plusOnesAllowed: 2,
  rsvpStatus: 'pending' as const,
  partySize: 1,
  plusOneNames: [],
  dietaryNote: null,
  message: null,
};

const baseGuest: GuestView = {
  id: 'guest-1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: null,
  plusOnesAllowed: 2,
  rsvpStatus: 'going',
  listStatus: 'going',
  partySize: 2,
  plusOneNames: ['Sam'],
  dietaryNote: 'No nuts',
  message: 'Can’t wait!',
  respondedAt: '2026-11-20T10:00:00.000Z',
  invitedAt: '2026-11-19T10:00:00.000Z',
  smsOptedOut: false,
  linkedMember: false,
  source: 'host',
  createdAt: '2026-11-19T09:00:00.000Z',
};

export const guests: GuestView[] = [
  baseGuest,
  { ...baseGuest, id: 'guest-2', name: 'Ben Park', email: null, phone: '+15125550100', smsOptedOut: true, rsvpStatus: 'maybe', listStatus: 'maybe', partySize: 1, plusOneNames: [], dietaryNote: null, message: null },
  { ...baseGuest, id: 'guest-3', name: 'Cara Diaz', email: 'cara@example.com', rsvpStatus: 'declined', listStatus: 'declined', partySize: 1, plusOneNames: [], dietaryNote: null, message: 'Sorry, we are away' },
  { ...baseGuest, id: 'guest-4', name: 'Dan Wu', email: 'dan@example.com', rsvpStatus: 'waitlisted', listStatus: 'waitlisted', partySize: 3, plusOneNames: ['Eve', 'Finn'], dietaryNote: null, message: null },
  { ...baseGuest, id: 'guest-5', name: 'Gus Hall', email: 'gus@example.com', rsvpStatus: 'pending', listStatus: 'invited', partySize: 1, plusOneNames: [], dietaryNote: null, message: null },
  { ...baseGuest, id: 'guest-6', name: 'Hana Ito', email: 'hana@example.com', rsvpStatus: 'pending', listStatus: 'not_invited', partySize: 1, plusOneNames: [], dietaryNote: null, message: null, invitedAt: null, source: 'import' },
  { ...baseGuest, id: 'guest-7', name: 'Ivy Open', email: 'ivy@example.com', rsvpStatus: 'pending', listStatus: 'no_reply', partySize: 1, plusOneNames: [], dietaryNote: null, message: null, source: 'open_rsvp' },
];

export const importReport: ImportReport = {
  added: 0,
  toAdd: [
    { source: 2, name: 'Ben Park', email: 'ben@example.com', phone: null },
    { source: 3, name: 'Cara Diaz', email: null, phone: '+15125550100' },
  ],
  skipped: [
    { source: 4, name: 'Ann again', reason: 'Already on the guest list' },
    { source: 5, name: 'Dan', reason: '555-1234 is not a valid phone number in the United States: check the digits, or add the country code if it is from another country' },
  ],
};
