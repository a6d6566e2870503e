import { useId, useState, type FormEvent } from 'react';
import { createItemInputSchema, type CreateItemInput, type ReadLinkOutcome } from '#core/domain/wishlist/wishlist.schema.ts';
import type { WishlistItemView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { centsToDollars, dollarsToCents } from './money.ts';
import { priorityLabels } from './wishlist-item-card.tsx';

interface Fields {
  url: string;
  title: string;
  imageUrl: string;
  price: string;
  quantity: string;
  priority: string;
  notes: string;
}

type FieldName = keyof Fields;

function fieldsOf(item: WishlistItemView | null): Fields {
  return {
    url: item?.url ?? '',
    title: item?.title ?? '',
    imageUrl: item?.imageUrl ?? '',
    price: item ? centsToDollars(item.priceCents) : '',
    quantity: String(item?.quantity ?? 1),
    priority: String(item?.priority ?? 3),
    notes: item?.notes ?? '',
  };
}

/** The form as the API's input; cleared optional text travels as null so an edit can empty it. */
export function toItemInput(fields: Fields): { input?: CreateItemInput; errors: Partial<Record<FieldName, string>> } {
  const raw = {
    url: fields.url.trim() || null,
    title: fields.title,
    imageUrl: fields.imageUrl.trim() || null,
    priceCents: dollarsToCents(fields.price),
    quantity: fields.quantity.trim() === '' ? Number.NaN : Number(fields.quantity),
    priority: Number(fields.priority),
    notes: fields.notes.trim() || null,
  };
  const parsed = createItemInputSchema.safeParse(raw);
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Partial<Record<FieldName, string>> = {};
  const names: Record<string, FieldName> = { url: 'url', title: 'title', imageUrl: 'imageUrl', priceCents: 'price', quantity: 'quantity', priority: 'priority', notes: 'notes' };
  for (const issue of parsed.error.issues) {
    const name = names[String(issue.path[0])];
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}

export interface ItemFormProps {
  /** The item being edited; null for a new one. */
  item: WishlistItemView | null;
  pending: boolean;
  serverError: string | null;
  onSubmit: (input: CreateItemInput) => void;
  onCancel?: () => void;
  /** Reads a product page; absent hides the "Read page" button. */
  onReadLink?: (url: string) => Promise<ReadLinkOutcome>;
}

/** Add or edit one item. "Read page" fills what the product page tells; every field stays editable. */
export function ItemForm({ item, pending, serverError, onSubmit, onCancel, onReadLink }: ItemFormProps) {
  const prefix = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(item));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [reading, setReading] = useState(false);
  const [readNote, setReadNote] = useState<{ tone: 'info' | 'error' | 'success'; text: string } | null>(null);
  const idOf = (name: FieldName) => `${prefix}-${name}`;

  function set(name: FieldName, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function read() {
    if (!onReadLink) return;
    const url = fields.url.trim();
    if (!url) {
      setErrors((current) => ({ ...current, url: 'Paste the product’s web address first' }));
      return;
    }
    setReading(true);
    setReadNote(null);
    try {
      const outcome = await onReadLink(url);
      setFields((current) => ({
        ...current,
        title: outcome.title ?? current.title,
        imageUrl: outcome.imageUrl ?? current.imageUrl,
        price: outcome.priceCents !== undefined ? centsToDollars(outcome.priceCents) : current.price,
      }));
      setReadNote({ tone: outcome.ok ? 'success' : 'info', text: outcome.message });
    } catch (error) {
      setReadNote({ tone: 'error', text: failureMessage(error, 'Could not read that page. Fill in the details by hand.', 'Could not read that page. Fill in the details by hand.') });
    } finally {
      setReading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: found } = toItemInput(fields);
    setErrors(found);
    if (input) onSubmit(input);
  }

  const field = (name: FieldName) => ({
    id: idOf(name),
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div>
        <Label htmlFor={idOf('url')}>Product link</Label>
        <div className="flex gap-2">
          <Input {...field('url')} type="url" inputMode="url" placeholder="https://shop.example/product" autoComplete="off" onChange={(event) => set('url', event.target.value)} />
          {onReadLink ? (
            <Button variant="secondary" onClick={() => void read()} disabled={reading || pending}>
              {reading ? 'Reading...' : 'Read page'}
            </Button>
          ) : null}
        </div>
        <FieldError id={`${idOf('url')}-error`} message={errors.url} />
        {readNote ? (
          <Alert tone={readNote.tone} className="mt-2">
            {readNote.text}
          </Alert>
        ) : null}
      </div>
      <div>
        <Label htmlFor={idOf('title')}>Title</Label>
        <Input {...field('title')} maxLength={200} onChange={(event) => set('title', event.target.value)} />
        <FieldError id={`${idOf('title')}-error`} message={errors.title} />
      </div>
      <div>
        <Label htmlFor={idOf('imageUrl')}>Image address (optional)</Label>
        <Input {...field('imageUrl')} type="url" placeholder="https://…" autoComplete="off" onChange={(event) => set('imageUrl', event.target.value)} />
        <FieldError id={`${idOf('imageUrl')}-error`} message={errors.imageUrl} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={idOf('price')}>Price in dollars</Label>
          <Input {...field('price')} inputMode="decimal" placeholder="24.99" onChange={(event) => set('price', event.target.value)} />
          <FieldError id={`${idOf('price')}-error`} message={errors.price} />
        </div>
        <div>
          <Label htmlFor={idOf('quantity')}>Quantity wanted</Label>
          <Input {...field('quantity')} type="number" min={1} max={99} step={1} onChange={(event) => set('quantity', event.target.value)} />
          <FieldError id={`${idOf('quantity')}-error`} message={errors.quantity} />
        </div>
        <div>
          <Label htmlFor={idOf('priority')}>Priority</Label>
          <Select {...field('priority')} onChange={(event) => set('priority', event.target.value)}>
            {[1, 2, 3, 4, 5].map((value) => (
              <option key={value} value={value}>
                {value} — {priorityLabels[value]}
              </option>
            ))}
          </Select>
          <FieldError id={`${idOf('priority')}-error`} message={errors.priority} />
        </div>
      </div>
      <div>
        <Label htmlFor={idOf('notes')}>Notes (optional)</Label>
        <textarea
          {...field('notes')}
          rows={2}
          maxLength={1000}
          onChange={(event) => set('notes', event.target.value)}
          className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring"
        />
        <FieldError id={`${idOf('notes')}-error`} message={errors.notes} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending || reading}>
          {pending ? 'Saving...' : item ? 'Save item' : 'Add item'}
        </Button>
      </div>
    </form>
  );
}
