import { useId } from 'react';
import { catalogLimits } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { addDays } from '#core/domain/venues/calendar-date.rules.ts';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { cx } from '#platform/lib/class-names.ts';
import type { DayFree } from './rental-window.ts';

const chipDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const dayLabel = (date: string) => chipDate.format(Date.parse(`${date}T12:00:00Z`));

/**
 * A rental's dates: the first day and how many days, and the days around them with the units still
 * free (GET /products/:id/availability). Each day is a button that makes it the first day; a day
 * with none free is disabled and says so in words, and the chosen days are marked as pressed.
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
  const end = start ? addDays(start, days) : '';
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
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : availability ? (
        <div aria-busy={loading ? true : undefined}>
          <p id={`${id}-free`} className="text-sm font-semibold">
            Units free each day {start ? '' : '(choose a first day)'}
          </p>
          <ul aria-labelledby={`${id}-free`} className="mt-1.5 grid grid-cols-3 gap-1.5 sm:grid-cols-4">
            {availability.map((day) => {
              const chosen = Boolean(start) && day.date >= start && day.date < end;
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    disabled={day.free === 0}
                    aria-pressed={chosen}
                    onClick={() => onStartChange(day.date)}
                    className={cx(
                      'w-full rounded-lg border px-2 py-1.5 text-left text-xs focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
                      chosen ? 'border-primary bg-primary text-primary-foreground' : day.free > 0 ? 'border-input bg-card hover:bg-muted' : 'cursor-not-allowed border-dashed border-border bg-muted',
                    )}
                  >
                    <span className="block font-semibold">{dayLabel(day.date)}</span>
                    <span className="block">{day.free > 0 ? `${day.free} free` : 'None free'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Checking what is free…</p>
      )}
    </fieldset>
  );
}
