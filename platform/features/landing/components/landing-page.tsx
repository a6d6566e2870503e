import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import type { Venue } from '#core/domain/venues/venue.schema.ts';
import { BRAND, FUND_PROTECTION_HOURS, marketingStats } from '#core/constants.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import {
  ArrowRightIcon,
  CalendarIcon,
  CameraIcon,
  CakeIcon,
  GiftIcon,
  HouseIcon,
  MessageIcon,
  PartyIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  StoreIcon,
  UsersIcon,
} from '#platform/components/ui/icons.tsx';
import { VenueCard } from '#platform/components/venue-card.tsx';
import { useFeaturedVenues } from '../api/get-featured-venues.ts';
import { features, placeholderFooterLinks, steps, testimonials } from './landing-content.ts';

export const landingTitle = 'Everything You Need for the Perfect Birthday Party';
export const landingDescription =
  'Plan birthday parties end to end with Cakeday: send invitations, organize gifts with smart assignment, book venues and supplies, and share photos in a private album.';

const stepIcons = [CalendarIcon, GiftIcon, StoreIcon, CameraIcon];
const featureIcons = { forum: MessageIcon, board: CakeIcon, payments: ShieldIcon, assignment: SparklesIcon, venues: HouseIcon, storage: CameraIcon };

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <p className="text-sm font-bold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
    </div>
  );
}

/** A venue card's shape (image 4:3, title, place, guests and price) while the list loads. */
function VenueCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-sm">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <div className="mt-auto border-t border-border pt-3">
          <Skeleton className="h-5 w-full" />
        </div>
      </div>
    </div>
  );
}

const featuredIntro = 'Backyards, pools, gardens and whole houses, ready for your celebration.';

const noVenues: Venue[] = [];

function FeaturedVenues() {
  const { data, isPending } = useFeaturedVenues();
  // The venues arrive through the query cache (a synchronous render); as a deferred value the
  // cards render in a transition, in short slices, while the skeleton stays (decision 022).
  const venues = useDeferredValue(isPending ? undefined : (data ?? noVenues));
  if (venues === undefined) {
    // The prerendered landing page (decision 022) draws this: it takes the loaded section's room
    // (an invisible copy of the heading, three card shapes, the button's height) so nothing below
    // moves when the venues arrive.
    return (
      <section aria-busy="true" aria-label="Featured venues loading" className="mx-auto max-w-6xl px-4 py-20">
        <div aria-hidden="true" className="invisible">
          <SectionHeading id="featured-venues-placeholder" eyebrow="Venues" title="Featured Venues" intro={featuredIntro} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <VenueCardSkeleton />
          <VenueCardSkeleton />
          <VenueCardSkeleton />
        </div>
        <div aria-hidden="true" className="mt-10 h-12" />
      </section>
    );
  }
  // Shown only when at least one venue comes back; a failed read hides it too.
  if (venues.length === 0) return null;
  return (
    <section aria-labelledby="featured-venues" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="featured-venues" eyebrow="Venues" title="Featured Venues" intro={featuredIntro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {venues.map((venue) => (
          <li key={venue.id}>
            <VenueCard venue={venue} to={`/venues/${encodeURIComponent(venue.id)}`} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="/venues" variant="outline" size="lg">
          View All Venues
          <ArrowRightIcon className="h-4 w-4" />
        </ButtonLink>
      </div>
    </section>
  );
}

function Footer() {
  const footerLink = 'rounded text-sm text-muted-foreground hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring';
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <CakeIcon className="h-5 w-5 text-primary" />
            {BRAND}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">Invitations, gifts, venues and memories for every birthday, in one place.</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-bold">
            Explore
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/venues" className={footerLink}>
                Venues
              </Link>
            </li>
            <li>
              <Link to="/marketplace" className={footerLink}>
                Marketplace
              </Link>
            </li>
            <li>
              <Link to="/forum" className={footerLink}>
                Community Forum
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={footerLink}>
                Pricing
              </Link>
            </li>
          </ul>
        </nav>
        <div className="sm:col-span-2">
          <h2 id="footer-resources" className="text-sm font-bold">
            Resources <span className="font-normal text-muted-foreground">(coming soon)</span>
          </h2>
          {/* These pages are not written yet: disabled buttons say so instead of dead "#" links. */}
          <ul aria-labelledby="footer-resources" className="mt-3 grid grid-cols-2 gap-2">
            {placeholderFooterLinks.map((label) => (
              <li key={label}>
                <button type="button" aria-disabled="true" title="Coming soon" onClick={(event) => event.preventDefault()} className={`${footerLink} cursor-not-allowed text-left`}>
                  {label}
                  <span className="sr-only"> (coming soon)</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
          <p>© 2024 {BRAND}. All rights reserved.</p>
          <p>Made with love for every celebration by the {BRAND} team.</p>
        </div>
      </div>
    </footer>
  );
}

/** The landing page: every section, in order. */
export function LandingPage() {
  useDocumentMeta(landingTitle, landingDescription);
  return (
    <div>
      <div role="note" className="bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground">
        <PartyIcon className="mr-2 inline h-4 w-4 align-[-2px]" />
        Every gift contribution is protected for {FUND_PROTECTION_HOURS} hours before it reaches the host.
      </div>

      <section aria-labelledby="hero-title" className="bg-gradient-to-br from-hero-from to-hero-to">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-4 py-1.5 text-sm font-semibold text-primary shadow-sm">
            <SparklesIcon className="h-4 w-4" /> Birthday planning, start to finish
          </p>
          <h1 id="hero-title" className="mx-auto mt-6 max-w-3xl text-4xl leading-tight font-extrabold sm:text-6xl">
            {landingTitle}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
            Invite your guests, organize gifts without duplicates, book a venue and share every photo afterwards — all with {BRAND}.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to="/email-auth" size="lg">
              Start Planning
              <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink to="/venues" variant="outline" size="lg">
              Explore Features
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading
          id="how-it-works"
          eyebrow="How it works"
          title="From invitation to memories in four steps"
          intro="Everything a party needs happens in the same place, so nothing falls through the cracks."
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const Icon = stepIcons[index] ?? CalendarIcon;
            return (
              <li key={step.title}>
                <Card className="h-full p-6">
                  <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-secondary text-primary">
                    <Icon className="h-6 w-6" />
                  </span>
                  <p className="mt-4 text-sm font-bold text-primary">Step {index + 1}</p>
                  <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="everything" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <SectionHeading id="everything" eyebrow="Features" title="Everything in one place" intro="Tools for hosts, guests and the whole birthday community." />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => {
              const Icon = featureIcons[feature.key];
              return (
                <li key={feature.key}>
                  <Card className="h-full p-6">
                    <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                      <Icon className="h-5 w-5" />
                    </span>
                    <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
                    <p className="mt-2 text-sm text-muted-foreground">{feature.body}</p>
                  </Card>
                </li>
              );
            })}
          </ul>
          <div className="mt-10 text-center">
            <ButtonLink to="/email-auth" variant="secondary" size="lg">
              <UsersIcon className="h-4 w-4" />
              Join the Community
            </ButtonLink>
          </div>
        </div>
      </section>

      <FeaturedVenues />

      <section aria-labelledby="testimonials" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-20">
          <SectionHeading id="testimonials" eyebrow="Loved by hosts" title="Parties people still talk about" intro="Hosts and guests share what changed when they planned with us." />
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <Card className="flex h-full flex-col p-6">
                  <p className="flex gap-0.5 text-amber-500" role="img" aria-label="5 out of 5 stars">
                    {[0, 1, 2, 3, 4].map((star) => (
                      <StarIcon key={star} className="h-4 w-4 fill-amber-400" />
                    ))}
                  </p>
                  <blockquote className="mt-4 flex-1 text-sm leading-relaxed">“{testimonial.content}”</blockquote>
                  <div className="mt-6 flex items-center gap-3">
                    <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">
                      {testimonial.initials}
                    </span>
                    <div>
                      <p className="text-sm font-semibold">{testimonial.name}</p>
                      <p className="text-xs text-muted-foreground">{testimonial.role}</p>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <dl className="mt-14 grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {marketingStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-card bg-card p-6 shadow-sm">
                <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="final-cta" className="mx-auto max-w-6xl px-4 py-20">
        <div className="rounded-[2rem] bg-gradient-to-br from-[#c2185b] to-[#6d28d9] px-6 py-16 text-center text-white shadow-xl">
          <h2 id="final-cta" className="text-3xl font-extrabold sm:text-4xl">
            Ready to plan the perfect birthday?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">Create your first event in minutes. Your guests don’t even need an account.</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              to="/email-auth"
              className="inline-flex h-12 items-center rounded-full bg-white px-7 font-semibold text-[#a3124b] shadow hover:bg-white/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Start Planning Today
            </Link>
            <Link
              to="/marketplace"
              className="inline-flex h-12 items-center rounded-full border-2 border-white px-7 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Explore Platform
            </Link>
          </div>
        </div>
      </section>

      <Footer />
    </div>
  );
}
