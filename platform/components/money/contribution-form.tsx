import { useId, useState, type FormEvent } from 'react';
import { CONTRIBUTION_MESSAGE_MAX_LENGTH, contributionInputSchema } from '#core/domain/money/money.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { HOLD_PROTECTION_TEXT } from '#core/domain/money/hold.rules.ts';
import type { PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FieldError, Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { DemoPaymentLabel } from './demo-payment-label.tsx';
import { dollarsToCents } from '../../lib/dollars.ts';
import type { ContributionRequest } from './start-contribution.ts';

/** The input's field names, which are also the keys of the server's `fields` on a 400. */
export type ContributionField = 'amountCents' | 'name' | 'message';

export interface ContributionFormProps {
  pot: PotPublicView;
  pending: boolean;
  /** The server's message when starting the payment failed. */
  serverError: string | null;
  /** The server's per-field messages (a 400), shown under the fields. */
  serverFieldErrors?: FieldErrors<ContributionField>;
  onSubmit: (input: ContributionRequest) => void;
  /** Prefilled values (a member's name, a story). */
  initial?: { amount?: string; name?: string; anonymous?: boolean; message?: string };
}

const textareaClass =
  'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

/**
 * Chip in to one pot: an amount in dollars within the host's limits, a name or "anonymously", and a
 * message to the celebrant. Checked here with core's schema for quick feedback; the server checks
 * again against the pot it reads itself, and its messages show under the same fields.
 */
export function ContributionForm({ pot, pending, serverError, serverFieldErrors = {}, onSubmit, initial = {} }: ContributionFormProps) {
  const id = useId();
  const [amount, setAmount] = useState(initial.amount ?? '');
  const [name, setName] = useState(initial.name ?? '');
  const [anonymous, setAnonymous] = useState(initial.anonymous ?? false);
  const [message, setMessage] = useState(initial.message ?? '');
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContributionField>>({});
  const errors: FieldErrors<ContributionField> = { ...serverFieldErrors, ...clientErrors };
  const fieldId = (field: ContributionField | 'hint' | 'counter') => `${id}-${field}`;
  const described = (field: ContributionField, ...more: string[]) => [...more, errors[field] ? fieldId(field) + '-error' : null].filter(Boolean).join(' ') || undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    // What is sent is this input as typed (absent fields left out): the server parses it with the same schema.
    const input: ContributionRequest = {
      amountCents: dollarsToCents(amount),
      anonymous,
      ...(anonymous || !name.trim() ? {} : { name }),
      ...(message.trim() ? { message } : {}),
    };
    const parsed = contributionInputSchema({ minCents: pot.minCents, maxCents: pot.maxCents }).safeParse(input);
    if (!parsed.success) {
      const found = fieldErrorsOf<ContributionField>(parsed.error);
      setClientErrors(found);
      const first = (['amountCents', 'name', 'message'] as const).find((field) => found[field]);
      // Focus goes to the first field to fix, where its message is read out with it.
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setClientErrors({});
    onSubmit(input);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={`Chip in to ${pot.title}`}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div>
        <Label htmlFor={fieldId('amountCents')}>Amount</Label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
            $
          </span>
          <Input
            id={fieldId('amountCents')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="20.00"
            className="pl-7"
            value={amount}
            aria-invalid={errors.amountCents ? true : undefined}
            aria-describedby={described('amountCents', fieldId('hint'))}
            onChange={(changeEvent) => setAmount(changeEvent.target.value)}
          />
        </div>
        <p id={fieldId('hint')} className="mt-1 text-xs text-muted-foreground">
          Between {formatUsd(pot.minCents)} and {formatUsd(pot.maxCents)}
        </p>
        <FieldError id={fieldId('amountCents') + '-error'} message={errors.amountCents} />
      </div>

      <div className="flex items-start gap-2">
        <input
          id={`${id}-anonymous`}
          type="checkbox"
          className="mt-0.5 h-5 w-5 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          checked={anonymous}
          aria-describedby={`${id}-anonymous-hint`}
          onChange={(changeEvent) => setAnonymous(changeEvent.target.checked)}
        />
        <div className="text-sm">
          <label htmlFor={`${id}-anonymous`} className="font-semibold">
            Give anonymously
          </label>
          <p id={`${id}-anonymous-hint`} className="text-muted-foreground">
            The hosts see “Anonymous” instead of your name.
          </p>
        </div>
      </div>

      {anonymous ? null : (
        <div>
          <Label htmlFor={fieldId('name')}>Your name</Label>
          <Input
            id={fieldId('name')}
            autoComplete="name"
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={(changeEvent) => setName(changeEvent.target.value)}
          />
          <FieldError id={fieldId('name') + '-error'} message={errors.name} />
        </div>
      )}

      <div>
        <Label htmlFor={fieldId('message')}>
          Message to {pot.celebrantName ?? 'the celebrant'} <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <textarea
          id={fieldId('message')}
          rows={3}
          className={textareaClass}
          value={message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message', fieldId('counter'))}
          onChange={(changeEvent) => setMessage(changeEvent.target.value)}
        />
        <p id={fieldId('counter')} className={message.length > CONTRIBUTION_MESSAGE_MAX_LENGTH ? 'mt-1 text-xs font-semibold text-destructive' : 'mt-1 text-xs text-muted-foreground'}>
          {message.length} / {CONTRIBUTION_MESSAGE_MAX_LENGTH} characters
        </p>
        <FieldError id={fieldId('message') + '-error'} message={errors.message} />
      </div>

      <p className="text-sm text-muted-foreground">{HOLD_PROTECTION_TEXT}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting payment...' : 'Continue to payment'}
        </Button>
        <DemoPaymentLabel label={pot.providerLabel} />
      </div>
    </form>
  );
}
