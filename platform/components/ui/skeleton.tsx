import { cx } from '../../lib/class-names.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('skeleton-shimmer rounded-md', className)} />;
}

/** Placeholder for a card (venue, dashboard tile) while its data loads. */
export function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-card" aria-hidden="true">
      <Skeleton className="h-44 w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}

/** Placeholder for a whole page while its code or data loads. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-5 w-2/3" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}

/** Placeholder shaped like the dashboard: greeting, status card and next steps. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <Skeleton className="h-9 w-1/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
      <Skeleton className="h-56 w-full rounded-card" />
    </div>
  );
}
