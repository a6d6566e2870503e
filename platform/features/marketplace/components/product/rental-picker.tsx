import { useId } from 'react';
import { catalogLimits } from '#core/domain/marketplace/catalog.schema.ts';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { cx } from '#platform/lib/class-names.ts';

export interface DayFree {
  date: string;
  free: number;
}

/** The most units free on every day asked for: what one can rent for the whole stretch. */
export function freeForEveryDay(days: DayFree[] | undefined): number | null {
  if (!days || days.length === 0) return null;
  return Math.min(...days.map((day) => day.free));
}

/**
 * A rental's dates: the first day, how many days, and then each of those days with the units still
 * free (from GET /products/:id/availability). A day with none free is marked so in words, not only
 * in colour.
 */
export function RentalPicker({
  start,
  days,
  today,
  availability,
  loading,
  error,
  onStartChange,
  onDaysChange,
}: {
  start: string;
  days: number;
  today: string;
  availability: DayFree[] | undefined;
  loading: boolean;
  error: string | null;
  onStartChange: (start: string) => void;
  onDaysChange: (days: number) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">Rental dates</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={`${id}-start`}>First day</Label>
          <Input id={`${id}-start`} type="date" min={today} value={start} onChange={(event) => onStartChange(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-days`}>Days</Label>
          <Select id={`${id}-days`} value={days} onChange={(event) => onDaysChange(Number(event.target.value))}>
            {Array.from({ length: catalogLimits.maxRentalDays }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count} {count === 1 ? 'day' : 'days'}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {!start ? (
        <p className="text-sm text-muted-foreground">Choose the first day to see what is free.</p>
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : availability ? (
        <div aria-busy={loading ? true : undefined}>
          <p className="text-sm font-semibold">Free on each day</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {availability.map((day) => (
              <li key={day.date} className={cx('rounded-lg border px-2.5 py-1 text-xs', day.free > 0 ? 'border-border bg-card' : 'border-danger-border bg-danger-surface text-danger-text')}>
                <span className="font-medium">{formatCalendarDate(day.date)}</span>: {day.free > 0 ? `${day.free} free` : 'none free'}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Checking what is free…</p>
      )}
    </fieldset>
  );
}
