import { useId, useState, type FormEvent } from 'react';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { CreatePotInput, PotHostView, UpdatePotInput } from '#core/domain/money/money-view.schema.ts';
import { centsToDollars } from '#platform/lib/dollars.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import type { PotItemChoice } from '../api/get-wishlist-items.ts';
import { newPotFields, potFieldsOf, toCreatePotInput, toUpdatePotInput, type PotFieldErrors, type PotFieldName, type PotFields } from './pot-form.rules.ts';

const textareaClass =
  'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

/** The fields top to bottom: the first one with a message takes the focus. */
const fieldOrder: PotFieldName[] = ['wishlistItemId', 'title', 'description', 'min', 'max', 'target', 'deadline', 'refundIfTargetMissed'];

interface CommonProps {
  pending: boolean;
  serverError: string | null;
  /** The server's per-field messages (a 400), already under the form's names. */
  serverFieldErrors?: PotFieldErrors;
  onCancel: () => void;
}

export type PotFormProps = CommonProps &
  (
    | {
        mode: 'create';
        kind: PotHostView['kind'];
        /** Wishlist items a group gift can be for (those without a pot); undefined while loading. */
        items?: PotItemChoice[];
        itemsError?: string | null;
        onCreate: (input: CreatePotInput) => void;
      }
    | { mode: 'edit'; pot: PotHostView; onUpdate: (input: UpdatePotInput) => void }
  );

/**
 * Create the event fund or a group gift pot, or edit a pot's texts and limits. The funding target
 * is chosen once, at creation: contributors rely on the promise made to them, so it never changes.
 */
export function PotForm(props: PotFormProps) {
  const id = useId();
  const [fields, setFields] = useState<PotFields>(() => (props.mode === 'edit' ? potFieldsOf(props.pot) : newPotFields(props.kind, props.kind === 'event_fund' ? 'Event fund' : '')));
  const [clientErrors, setClientErrors] = useState<PotFieldErrors>({});
  const errors: PotFieldErrors = { ...props.serverFieldErrors, ...clientErrors };
  const idOf = (name: PotFieldName) => `${id}-${name}`;
  const gift = fields.kind === 'gift';

  function set<Name extends PotFieldName>(name: Name, value: PotFields[Name]) {
    setFields((current) => ({ ...current, [name]: value }));
    if (clientErrors[name]) setClientErrors((current) => ({ ...current, [name]: undefined }));
  }

  function chooseItem(itemId: string) {
    const item = props.mode === 'create' ? props.items?.find((entry) => entry.id === itemId) : undefined;
    // A gift pot is usually named after its item: fill the title while the host has not typed one.
    setFields((current) => ({
      ...current,
      wishlistItemId: itemId,
      title: current.title.trim() === '' && item ? item.title : current.title,
      target: current.target === '' && item ? centsToDollars(item.priceCents) : current.target,
    }));
    if (clientErrors.wishlistItemId) setClientErrors((current) => ({ ...current, wishlistItemId: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = props.mode === 'create' ? toCreatePotInput(fields) : toUpdatePotInput(fields);
    setClientErrors(result.errors);
    if (!result.input) {
      // Focus the first field with a message, so keyboard and screen-reader users land on it.
      const first = fieldOrder.find((name) => result.errors[name]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    if (props.mode === 'create') props.onCreate(result.input as CreatePotInput);
    else props.onUpdate(result.input as UpdatePotInput);
  }

  const field = (name: PotFieldName, describedBy?: string) => ({
    id: idOf(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [describedBy, errors[name] ? `${idOf(name)}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {props.serverError ? <Alert tone="error">{props.serverError}</Alert> : null}

      {props.mode === 'create' && gift ? (
        <div>
          <Label htmlFor={idOf('wishlistItemId')}>Wishlist item</Label>
          {props.itemsError ? (
            <Alert tone="error">{props.itemsError}</Alert>
          ) : (
            <Select {...field('wishlistItemId')} value={fields.wishlistItemId} disabled={!props.items} onChange={(change) => chooseItem(change.target.value)}>
              <option value="">{props.items ? (props.items.length === 0 ? 'No wishlist items without a pot' : 'Choose an item') : 'Loading the wishlist...'}</option>
              {props.items?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title} · {formatUsd(item.priceCents)}
                  {item.isPot ? ' · group gift' : ''}
                </option>
              ))}
            </Select>
          )}
          <FieldError id={`${idOf('wishlistItemId')}-error`} message={errors.wishlistItemId} />
        </div>
      ) : null}

      <div>
        <Label htmlFor={idOf('title')}>Title</Label>
        <Input {...field('title')} value={fields.title} maxLength={120} onChange={(change) => set('title', change.target.value)} />
        <FieldError id={`${idOf('title')}-error`} message={errors.title} />
      </div>

      <div>
        <Label htmlFor={idOf('description')}>Description (optional)</Label>
        <textarea
          {...field('description', `${id}-description-hint`)}
          rows={3}
          maxLength={1000}
          value={fields.description}
          onChange={(change) => set('description', change.target.value)}
          className={textareaClass}
        />
        <p id={`${id}-description-hint`} className="mt-1 text-xs text-muted-foreground">
          Guests see this next to the pot: what the money is for.
        </p>
        <FieldError id={`${idOf('description')}-error`} message={errors.description} />
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Each contribution</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <Label htmlFor={idOf('min')} className="font-normal">
              Minimum ($)
            </Label>
            <Input {...field('min')} inputMode="decimal" autoComplete="off" value={fields.min} onChange={(change) => set('min', change.target.value)} />
            <FieldError id={`${idOf('min')}-error`} message={errors.min} />
          </div>
          <div>
            <Label htmlFor={idOf('max')} className="font-normal">
              Maximum ($)
            </Label>
            <Input {...field('max')} inputMode="decimal" autoComplete="off" value={fields.max} onChange={(change) => set('max', change.target.value)} />
            <FieldError id={`${idOf('max')}-error`} message={errors.max} />
          </div>
        </div>
      </fieldset>

      {props.mode === 'create' ? (
        <fieldset className="space-y-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-semibold">Funding target (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor={idOf('target')} className="font-normal">
                Target ($)
              </Label>
              <Input {...field('target')} inputMode="decimal" autoComplete="off" value={fields.target} onChange={(change) => set('target', change.target.value)} />
              <FieldError id={`${idOf('target')}-error`} message={errors.target} />
            </div>
            <div>
              <Label htmlFor={idOf('deadline')} className="font-normal">
                Deadline
              </Label>
              <Input {...field('deadline')} type="datetime-local" value={fields.deadline} onChange={(change) => set('deadline', change.target.value)} />
              <FieldError id={`${idOf('deadline')}-error`} message={errors.deadline} />
            </div>
          </div>
          <div className="flex items-start gap-2">
            <input
              id={idOf('refundIfTargetMissed')}
              type="checkbox"
              aria-describedby={`${id}-refund-hint`}
              className="mt-0.5 h-5 w-5 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
              checked={fields.refundIfTargetMissed}
              onChange={(change) => set('refundIfTargetMissed', change.target.checked)}
            />
            <div className="text-sm">
              <label htmlFor={idOf('refundIfTargetMissed')} className="font-semibold">
                Refund everyone if the target is not reached by the deadline
              </label>
              <p id={`${id}-refund-hint`} className="text-muted-foreground">
                Nothing is released to you until the target is reached; if the deadline passes first, every contributor gets all their money back.
              </p>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">The target and this choice cannot be changed once the pot is created.</p>
        </fieldset>
      ) : props.pot.targetCents !== null ? (
        <p className="text-sm text-muted-foreground">
          Target {formatUsd(props.pot.targetCents)}
          {props.pot.refundIfTargetMissed ? ', refunded to everyone if missed' : ''}. The target cannot be changed once the pot exists.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? 'Saving...' : props.mode === 'edit' ? 'Save pot' : gift ? 'Open the gift pot' : 'Open the fund'}
        </Button>
      </div>
    </form>
  );
}
