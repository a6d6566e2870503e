import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { weekdayLabels, weekdays, type Weekday } from '#core/domain/venues/calendar-date.rules.ts';
import { cancellationPolicyDescriptions } from '#core/domain/venues/cancellation.rules.ts';
import type { ListingStatus } from '#core/domain/venues/listing.rules.ts';
import { amenities, amenityLabels, cancellationPolicies, listingLimits, type UpdateListingInput } from '#core/domain/venues/listing.schema.ts';
import { venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { venueTypes } from '#core/domain/venues/venue.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import type { ListingPhoto } from '../api/venue-keys.ts';
import { validateListingForm, type ListingFormValues } from './listing-form-values.ts';
import { timeZoneOptions } from '#platform/lib/time-zones.ts';

const textArea =
  'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';
const bufferChoices = Array.from({ length: listingLimits.bufferMinutesMax / 15 + 1 }, (_, index) => index * 15);

export interface ListingFormProps {
  initial: ListingFormValues;
  status: ListingStatus;
  /** What publishing still needs (core's publishProblems, from the API). */
  missing: string[];
  /** Per-field messages of the last refused save (the API's `fields`, mapped with formErrorsOf). */
  serverErrors?: Record<string, string>;
  serverMessage?: string | null;
  pending?: boolean;
  onSave: (input: UpdateListingInput) => void;
  onPublish: (input: UpdateListingInput) => void;
  onPause: () => void;
  /** Uploads one photo and answers it (POST /api/uploads/images); throws with a message to show. */
  onUpload: (file: File) => Promise<ListingPhoto>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-card border border-border bg-card p-5">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The owner's listing form: every field of the listing, each with its label and its own
 * error line; core's schema checks before sending and the API's messages land on the same fields.
 * Save keeps it as it is (a draft stays a draft); Publish saves, then publishes, listing what is
 * still missing; a published listing can be paused.
 */
export function ListingForm({ initial, status, missing, serverErrors = {}, serverMessage = null, pending = false, onSave, onPublish, onPause, onUpload }: ListingFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [blockedDraft, setBlockedDraft] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const errors = { ...serverErrors, ...clientErrors };
  const set = <Key extends keyof ListingFormValues>(key: Key, value: ListingFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const setDay = (day: Weekday, patch: Partial<ListingFormValues['hours'][Weekday]>) =>
    setValues((current) => ({ ...current, hours: { ...current.hours, [day]: { ...current.hours[day], ...patch } } }));
  const fieldId = (name: string) => `${id}-${name.replace(/\W/g, '-')}`;
  const described = (name: string, hint?: boolean) => {
    const ids = [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null].filter(Boolean);
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
  };
  const error = (name: string) => <FieldError id={`${fieldId(name)}-error`} message={errors[name]} />;

  function checked(then: (input: UpdateListingInput) => void) {
    const result = validateListingForm(values);
    setClientErrors(result.errors);
    if (Object.keys(result.errors).length === 0) then(result.input);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    checked(onSave);
  }

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploadError(null);
    for (const file of files) {
      setUploading(file.name);
      try {
        const photo = await onUpload(file);
        // Uploaded photos replace the ones from before uploads (which have no id).
        setValues((current) => ({ ...current, photos: [...current.photos.filter((existing) => existing.id !== null), photo].slice(0, listingLimits.photosMax) }));
      } catch (failure) {
        setUploadError(failure instanceof Error ? failure.message : 'The photo could not be uploaded.');
        break;
      } finally {
        setUploading(null);
      }
    }
  }

  function movePhoto(index: number, step: number) {
    setValues((current) => {
      const photos = [...current.photos];
      const [photo] = photos.splice(index, 1);
      photos.splice(index + step, 0, photo!);
      return { ...current, photos };
    });
  }

  const zones = timeZoneOptions(values.timeZone);

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {serverMessage ? <Alert tone="error">{serverMessage}</Alert> : null}

      <Section title="The space">
        <div>
          <Label htmlFor={fieldId('title')}>Title</Label>
          <Input id={fieldId('title')} value={values.title} maxLength={listingLimits.titleMax} onChange={(event) => set('title', event.target.value)} {...described('title')} />
          {error('title')}
        </div>
        <div>
          <Label htmlFor={fieldId('venueType')}>Type of venue</Label>
          <Select id={fieldId('venueType')} value={values.venueType} onChange={(event) => set('venueType', event.target.value)} {...described('venueType')}>
            <option value="">Choose a type</option>
            {venueTypes.map((type) => (
              <option key={type} value={type}>
                {venueTypeLabel(type)}
              </option>
            ))}
          </Select>
          {error('venueType')}
        </div>
        <div>
          <Label htmlFor={fieldId('description')}>Description</Label>
          <textarea
            id={fieldId('description')}
            rows={5}
            className={textArea}
            value={values.description}
            maxLength={listingLimits.descriptionMax}
            onChange={(event) => set('description', event.target.value)}
            {...described('description')}
          />
          {error('description')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={fieldId('city')}>City</Label>
            <Input id={fieldId('city')} value={values.city} autoComplete="address-level2" onChange={(event) => set('city', event.target.value)} {...described('city')} />
            {error('city')}
          </div>
          <div>
            <Label htmlFor={fieldId('state')}>State</Label>
            <Input id={fieldId('state')} value={values.state} autoComplete="address-level1" onChange={(event) => set('state', event.target.value)} {...described('state')} />
            {error('state')}
          </div>
        </div>
        <div>
          <Label htmlFor={fieldId('streetAddress')}>Street address</Label>
          <Input
            id={fieldId('streetAddress')}
            value={values.streetAddress}
            autoComplete="street-address"
            onChange={(event) => set('streetAddress', event.target.value)}
            {...described('streetAddress', true)}
          />
          <p id={`${fieldId('streetAddress')}-hint`} className="mt-1 text-xs text-muted-foreground">
            Shown only to guests with a confirmed booking.
          </p>
          {error('streetAddress')}
        </div>
        <div>
          <Label htmlFor={fieldId('maxGuests')}>Maximum guests</Label>
          <Input
            id={fieldId('maxGuests')}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={values.maxGuests}
            onChange={(event) => set('maxGuests', event.target.value)}
            {...described('maxGuests')}
          />
          {error('maxGuests')}
        </div>
      </Section>

      <Section title="Photos">
        {values.photos.length > 0 ? (
          <ol className="grid gap-3 sm:grid-cols-3">
            {values.photos.map((photo, index) => (
              <li key={photo.id ?? photo.url} className="rounded-lg border border-border p-2">
                <img src={photo.url} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} className="aspect-[4/3] w-full rounded-md bg-muted object-cover text-xs" />
                <div className="mt-2 flex flex-wrap gap-1 text-xs">
                  {index === 0 ? <span className="font-semibold">Cover</span> : null}
                  {photo.id === null ? <span className="text-muted-foreground">Stays until you upload your own</span> : null}
                  {index > 0 ? (
                    <Button size="sm" variant="ghost" onClick={() => movePhoto(index, -1)} aria-label={`Move photo ${index + 1} earlier`}>
                      ←
                    </Button>
                  ) : null}
                  {index < values.photos.length - 1 ? (
                    <Button size="sm" variant="ghost" onClick={() => movePhoto(index, 1)} aria-label={`Move photo ${index + 1} later`}>
                      →
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      set(
                        'photos',
                        values.photos.filter((_, other) => other !== index),
                      )
                    }
                    aria-label={`Remove photo ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        <div>
          <Label htmlFor={fieldId('photos')}>Add photos</Label>
          <input
            ref={fileInput}
            id={fieldId('photos')}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading !== null || values.photos.length >= listingLimits.photosMax}
            onChange={(event) => void chosen(event)}
            {...described('photos', true)}
            className="block w-full text-sm text-muted-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-semibold file:text-foreground"
          />
          <p id={`${fieldId('photos')}-hint`} className="mt-1 text-xs text-muted-foreground">
            JPEG, PNG or WebP up to 15 MB each, at most {listingLimits.photosMax}. The first photo is the cover.
          </p>
          <p role="status" className="mt-1 text-sm">
            {uploading ? `Uploading ${uploading}…` : ''}
          </p>
          {uploadError ? <FieldError id={`${fieldId('photos')}-upload-error`} message={uploadError} /> : null}
          {error('photos')}
        </div>
      </Section>

      <Section title="Price">
        <div className="flex items-center gap-2">
          <input id={fieldId('priceOnRequest')} type="checkbox" className="h-4 w-4" checked={values.priceOnRequest} onChange={(event) => set('priceOnRequest', event.target.checked)} />
          <label htmlFor={fieldId('priceOnRequest')} className="text-sm font-semibold">
            Price on request (guests message you for a quote)
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <Label htmlFor={fieldId('price')}>Price per hour ($)</Label>
            <Input
              id={fieldId('price')}
              inputMode="decimal"
              disabled={values.priceOnRequest}
              value={values.priceOnRequest ? '' : values.price}
              onChange={(event) => set('price', event.target.value)}
              {...described('price')}
            />
            {error('price')}
          </div>
          <div>
            <Label htmlFor={fieldId('cleaningFee')}>Cleaning fee ($)</Label>
            <Input id={fieldId('cleaningFee')} inputMode="decimal" value={values.cleaningFee} onChange={(event) => set('cleaningFee', event.target.value)} {...described('cleaningFee')} />
            {error('cleaningFee')}
          </div>
          <div>
            <Label htmlFor={fieldId('minimumHours')}>Minimum hours</Label>
            <Input
              id={fieldId('minimumHours')}
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              value={values.minimumHours}
              onChange={(event) => set('minimumHours', event.target.value)}
              {...described('minimumHours')}
            />
            {error('minimumHours')}
          </div>
        </div>
      </Section>

      <Section title="Amenities and rules">
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Amenities</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {amenities.map((amenity) => (
              <div key={amenity} className="flex items-center gap-2">
                <input
                  id={fieldId(`amenity-${amenity}`)}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={values.amenities.includes(amenity)}
                  onChange={(event) => set('amenities', event.target.checked ? [...values.amenities, amenity] : values.amenities.filter((other) => other !== amenity))}
                />
                <label htmlFor={fieldId(`amenity-${amenity}`)} className="text-sm">
                  {amenityLabels[amenity]}
                </label>
              </div>
            ))}
          </div>
          {error('amenities')}
        </fieldset>
        <div>
          <Label htmlFor={fieldId('houseRules')}>House rules</Label>
          <textarea
            id={fieldId('houseRules')}
            rows={3}
            className={textArea}
            value={values.houseRules}
            maxLength={listingLimits.houseRulesMax}
            onChange={(event) => set('houseRules', event.target.value)}
            {...described('houseRules')}
          />
          {error('houseRules')}
        </div>
      </Section>

      <Section title="Booking">
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">How guests book</legend>
          {(
            [
              ['request', 'Request to book: you accept or decline within 24 hours'],
              ['instant', 'Instant book: confirmed at once'],
            ] as const
          ).map(([mode, label]) => (
            <div key={mode} className="flex items-center gap-2">
              <input id={fieldId(`mode-${mode}`)} type="radio" name={`${id}-mode`} className="h-4 w-4" checked={values.bookingMode === mode} onChange={() => set('bookingMode', mode)} />
              <label htmlFor={fieldId(`mode-${mode}`)} className="text-sm">
                {label}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Cancellation policy</legend>
          {cancellationPolicies.map((policy) => (
            <div key={policy} className="flex items-start gap-2">
              <input
                id={fieldId(`policy-${policy}`)}
                type="radio"
                name={`${id}-policy`}
                className="mt-1 h-4 w-4"
                checked={values.cancellationPolicy === policy}
                onChange={() => set('cancellationPolicy', policy)}
              />
              <label htmlFor={fieldId(`policy-${policy}`)} className="text-sm">
                {cancellationPolicyDescriptions[policy]}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={fieldId('bufferMinutes')}>Time kept free between bookings</Label>
            <Select id={fieldId('bufferMinutes')} value={values.bufferMinutes} onChange={(event) => set('bufferMinutes', event.target.value)} {...described('bufferMinutes')}>
              {bufferChoices.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {minutes === 0 ? 'None' : `${minutes} minutes`}
                </option>
              ))}
            </Select>
            {error('bufferMinutes')}
          </div>
          <div>
            <Label htmlFor={fieldId('timeZone')}>Time zone</Label>
            <Select id={fieldId('timeZone')} value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)} {...described('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
            {error('timeZone')}
          </div>
        </div>
      </Section>

      <Section title="Opening hours">
        <p className="text-sm text-muted-foreground">Local time at the venue. Guests book within these hours.</p>
        {error('hours')}
        <div className="space-y-3">
          {weekdays.map((day) => {
            const name = `hours.${day}`;
            return (
              <div key={day}>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="flex w-36 items-center gap-2">
                    <input id={fieldId(`${name}-open`)} type="checkbox" className="h-4 w-4" checked={values.hours[day].open} onChange={(event) => setDay(day, { open: event.target.checked })} />
                    <label htmlFor={fieldId(`${name}-open`)} className="text-sm font-semibold">
                      {weekdayLabels[day]}
                    </label>
                  </div>
                  {values.hours[day].open ? (
                    <>
                      <label htmlFor={fieldId(`${name}-from`)} className="text-sm">
                        Opens<span className="sr-only"> on {weekdayLabels[day]}</span>
                      </label>
                      <div className="w-36">
                        <Input
                          id={fieldId(`${name}-from`)}
                          type="time"
                          step={900}
                          value={values.hours[day].from}
                          onChange={(event) => setDay(day, { from: event.target.value })}
                          {...described(name)}
                        />
                      </div>
                      <label htmlFor={fieldId(`${name}-until`)} className="text-sm">
                        Closes<span className="sr-only"> on {weekdayLabels[day]}</span>
                      </label>
                      <div className="w-36">
                        <Input
                          id={fieldId(`${name}-until`)}
                          type="time"
                          step={900}
                          value={values.hours[day].until}
                          onChange={(event) => setDay(day, { until: event.target.value })}
                          {...described(name)}
                        />
                      </div>
                    </>
                  ) : (
                    <span className="text-sm text-muted-foreground">Closed</span>
                  )}
                </div>
                {error(name)}
              </div>
            );
          })}
        </div>
        <div>
          <Label htmlFor={fieldId('blockedDates')}>Dates the venue is not available</Label>
          <div className="flex gap-2">
            <Input id={fieldId('blockedDates')} type="date" className="max-w-48" value={blockedDraft} onChange={(event) => setBlockedDraft(event.target.value)} {...described('blockedDates')} />
            <Button
              variant="outline"
              onClick={() => {
                if (blockedDraft && !values.blockedDates.includes(blockedDraft)) set('blockedDates', [...values.blockedDates, blockedDraft].sort());
                setBlockedDraft('');
              }}
            >
              Block date
            </Button>
          </div>
          {error('blockedDates')}
          {values.blockedDates.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {values.blockedDates.map((date) => (
                <li key={date} className="flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
                  {date}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      set(
                        'blockedDates',
                        values.blockedDates.filter((other) => other !== date),
                      )
                    }
                    aria-label={`Unblock ${date}`}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>

      {status !== 'published' && missing.length > 0 ? (
        <section aria-labelledby={`${id}-missing`} className="rounded-card border border-border bg-muted p-5">
          <h2 id={`${id}-missing`} className="font-bold">
            Before you can publish
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {missing.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted-foreground">Save your changes to update this list.</p>
        </section>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={status === 'published' ? 'primary' : 'outline'} disabled={pending || uploading !== null}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
        {status === 'published' ? (
          <Button variant="outline" disabled={pending} onClick={onPause}>
            Pause listing
          </Button>
        ) : (
          <Button disabled={pending || uploading !== null} onClick={() => checked(onPublish)}>
            {status === 'paused' ? 'Save and publish again' : 'Save and publish'}
          </Button>
        )}
      </div>
    </form>
  );
}
