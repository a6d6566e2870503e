import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_PLUS_ONES } from '#core/domain/events/event.schema.ts';
import type { GuestView } from '#core/domain/events/event-view.schema.ts';
import { addGuestInputSchemaFor, type AddGuestInput } from '#core/domain/events/guest.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { fieldErrorsOf, type FieldErrors } from '#platform/lib/form-errors.ts';

type Field = keyof AddGuestInput;

/** Add or edit one guest: name, email and/or phone, plus-one allowance. */
export function GuestFormDialog({
  open,
  guest,
  defaultPlusOnes,
  defaultCountry = null,
  pending,
  serverError,
  serverErrorHelp,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The guest being edited; null adds a new one. */
  guest: GuestView | null;
  defaultPlusOnes: number;
  /** The event's country (from its time zone): numbers without a country code are read there, as the API does. */
  defaultCountry?: string | null;
  pending: boolean;
  serverError: string | null;
  /** Shown under the server's message (the ways past a plan's guest limit). */
  serverErrorHelp?: ReactNode;
  onClose: () => void;
  onSubmit: (input: AddGuestInput) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [plusOnes, setPlusOnes] = useState(String(defaultPlusOnes));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    if (!open) return;
    setName(guest?.name ?? '');
    setEmail(guest?.email ?? '');
    setPhone(guest?.phone ?? '');
    setPlusOnes(String(guest?.plusOnesAllowed ?? defaultPlusOnes));
    setErrors({});
  }, [open, guest, defaultPlusOnes]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addGuestInputSchemaFor(defaultCountry).safeParse({
      name,
      email: email.trim() ? email.trim() : null,
      phone: phone.trim() ? phone.trim() : null,
      plusOnesAllowed: Number(plusOnes),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const describedBy = (field: Field) => (errors[field] ? `guest-${field}-error` : undefined);

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={guest ? `Edit ${guest.name}` : 'Add a guest'} description="An email address or a phone number lets you send the invitation.">
      <form noValidate onSubmit={submit} className="space-y-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        {serverError ? serverErrorHelp : null}
        <div>
          <Label htmlFor="guest-name">Name</Label>
          <Input
            id="guest-name"
            value={name}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldError id="guest-name-error" message={errors.name} />
        </div>
        <div>
          <Label htmlFor="guest-email">Email</Label>
          <Input
            id="guest-email"
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError id="guest-email-error" message={errors.email} />
        </div>
        <div>
          <Label htmlFor="guest-phone">Phone</Label>
          <Input
            id="guest-phone"
            type="tel"
            autoComplete="off"
            placeholder="+1 512 555 0142"
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            onChange={(event) => setPhone(event.target.value)}
          />
          <FieldError id="guest-phone-error" message={errors.phone} />
        </div>
        <div>
          <Label htmlFor="guest-plus-ones">Plus-ones allowed</Label>
          <Select id="guest-plus-ones" value={plusOnes} onChange={(event) => setPlusOnes(event.target.value)}>
            <option value="0">None</option>
            {Array.from({ length: MAX_PLUS_ONES }, (_, index) => index + 1).map((count) => (
              <option key={count} value={String(count)}>
                Up to {count}
              </option>
            ))}
          </Select>
          <FieldError id="guest-plusOnesAllowed-error" message={errors.plusOnesAllowed} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : guest ? 'Save guest' : 'Add guest'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
