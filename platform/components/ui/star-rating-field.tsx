import { cx } from '#platform/lib/class-names.ts';

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * "Your rating" for a review form: 1–5 stars as a radio group (arrow keys move between them, as for
 * any radio group), with the form's "choose a rating" message when it was sent without one.
 */
export function StarRatingField({ id, rating, missing, onChange }: { id: string; rating: number; missing: boolean; onChange: (rating: number) => void }) {
  return (
    <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">Your rating</legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-1 rounded-full border px-3 text-sm has-focus-visible:outline-3 has-focus-visible:outline-ring',
              rating >= value ? 'border-amber-500 bg-amber-50 text-amber-900' : 'border-input bg-card',
            )}
          >
            <input type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => onChange(value)} className="sr-only" />
            <span aria-hidden="true">★</span>
            {value} {value === 1 ? 'star' : 'stars'}
            <span className="sr-only">, {ratingWords[value]}</span>
          </label>
        ))}
      </div>
      {missing ? (
        <p id={`${id}-missing`} className="mt-1 text-sm font-medium text-destructive">
          Choose a rating from 1 to 5 stars
        </p>
      ) : null}
    </fieldset>
  );
}
