import { Link } from 'react-router-dom';
import { MONTHS } from '#core/constants.ts';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { ArrowRightIcon, CakeIcon, CalendarIcon, CheckIcon, HouseIcon, MessageIcon, StoreIcon } from '#platform/components/ui/icons.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { CelebratingSection } from './celebrating-section.tsx';
import { MyEventsSection } from './my-events-section.tsx';

/** Whole months from `today` until the birthday month (0 = this month). */
export function monthsUntil(birthdayMonth: number, today: Date): number {
  return (birthdayMonth - (today.getMonth() + 1) + 12) % 12;
}

function firstName(user: User): string {
  return user.name.trim().split(/\s+/)[0] || user.name;
}

function BirthdayStatus({ user, today }: { user: User; today: Date }) {
  if (!user.birthdayMonth) {
    return (
      <Card className="p-6">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CakeIcon className="h-5 w-5 text-primary" /> Your birthday
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">You haven&apos;t added your birthday month yet. Add it so the community can celebrate with you.</p>
        <Link to="/account" className={buttonClasses('primary', 'sm', 'mt-4')}>
          Add your birthday
        </Link>
      </Card>
    );
  }
  const monthName = MONTHS[user.birthdayMonth - 1];
  const until = monthsUntil(user.birthdayMonth, today);
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <CakeIcon className="h-5 w-5 text-primary" /> Your birthday
      </h2>
      <p className="mt-2 text-2xl font-extrabold">{monthName}</p>
      <p className="mt-1 text-sm text-muted-foreground">{until === 0 ? 'It’s your birthday month — happy birthday!' : `${until} ${until === 1 ? 'month' : 'months'} to go.`}</p>
      <p className="mt-3 text-sm">{user.showOnBirthdayBoard ? `You appear on the birthday board in ${monthName}.` : 'You are hidden from the birthday board.'}</p>
      <Link to="/account" className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
        Change in Account Settings
      </Link>
    </Card>
  );
}

/** "Welcome back" is for members returning on a later sign-in; a brand-new account is welcomed. */
export function greeting(user: User): string {
  return user.returning ? `Welcome back, ${firstName(user)}!` : `Welcome, ${firstName(user)}!`;
}

/** /dashboard: the signed-in home, built only from what the account really holds today. */
export function DashboardScreen({ today = new Date() }: { today?: Date }) {
  useDocumentMeta('Dashboard');
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <DashboardSkeleton />;

  const steps = [
    { done: user.birthdayMonth !== null, title: 'Add your birthday month', body: 'Appear on the monthly birthday board.', to: '/account', icon: CakeIcon },
    { done: false, title: 'Find a venue', body: 'Houses, backyards, pools and gardens near you.', to: '/venues', icon: HouseIcon },
    { done: false, title: 'My bookings', body: 'The venues you have booked: pay, cancel or review them.', to: '/bookings', icon: CalendarIcon },
    { done: false, title: 'List your space', body: 'Rent out your backyard, pool or party room by the hour; your listings live here.', to: '/host/venues', icon: HouseIcon },
    { done: false, title: 'Bookings of your venues', body: 'Answer booking requests and follow each booking’s payout.', to: '/host/bookings', icon: CalendarIcon },
    { done: false, title: 'Put your RSVP on your own site', body: 'Embed your party’s RSVP form in your own web page with one tag.', to: '/dashboard/embed', icon: CakeIcon },
    { done: false, title: 'Browse the marketplace', body: 'Supplies, decorations and party services.', to: '/marketplace', icon: StoreIcon },
    { done: false, title: 'Say hello in the community', body: 'Swap party ideas in the forum.', to: '/forum', icon: MessageIcon },
  ];
  const memberSince = new Date(user.createdAt);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{greeting(user)}</h1>
      <p className="mt-2 text-muted-foreground">Here is where your celebrations start.</p>

      <MyEventsSection now={today.getTime()} />
      <CelebratingSection />

      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        <BirthdayStatus user={user} today={today} />
        <Card className="p-6">
          <h2 className="text-lg font-bold">Your account</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="truncate font-medium">{user.email}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="font-medium">{Number.isNaN(memberSince.getTime()) ? '—' : memberSince.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}</dd>
            </div>
            {user.role === 'admin' ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Role</dt>
                <dd className="font-medium">Administrator</dd>
              </div>
            ) : null}
          </dl>
          <Link to="/account" className="mt-4 inline-block text-sm font-semibold text-primary hover:underline">
            Account Settings
          </Link>
        </Card>
      </div>

      <section aria-labelledby="next-steps" className="mt-10">
        <h2 id="next-steps" className="text-xl font-bold">
          Next steps
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {steps.map(({ done, title, body, to, icon: Icon }) => (
            <li key={title}>
              <Link to={to} className="flex items-center gap-4 rounded-card border border-border bg-card p-4 transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring">
                <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${done ? 'bg-success-surface text-success-text' : 'bg-secondary text-primary'}`}>
                  {done ? <CheckIcon className="h-5 w-5" /> : <Icon className="h-5 w-5" />}
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">
                    {title}
                    {done ? <span className="ml-2 text-sm font-normal text-success-text">Done</span> : null}
                  </span>
                  <span className="block text-sm text-muted-foreground">{body}</span>
                </span>
                <ArrowRightIcon className="h-4 w-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
