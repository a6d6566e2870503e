import { useState, type FormEvent } from 'react';
import { bandsInputSchema, DEFAULT_BANDS, type BandsInput } from '#core/domain/wishlist/wishlist.schema.ts';
import type { BandView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { bandRange, centsToDollars, dollarsToCents } from './money.ts';

interface BandRow {
  key: number;
  id?: string;
  label: string;
  min: string;
  max: string;
}

let nextKey = 1;
const rowOf = (band: { id?: string; label: string; minCents: number; maxCents: number | null }): BandRow => ({
  key: nextKey++,
  id: band.id,
  label: band.label,
  min: centsToDollars(band.minCents),
  max: centsToDollars(band.maxCents),
});

/** The rows as the API's input, or the first problem in words ("Band 2: …"). */
export function toBandsInput(rows: readonly BandRow[]): { input?: BandsInput; error?: string } {
  const parsed = bandsInputSchema.safeParse({
    bands: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      label: row.label,
      minCents: dollarsToCents(row.min || '0'),
      maxCents: row.max.trim() === '' ? null : dollarsToCents(row.max),
    })),
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const index = issue.path[0] === 'bands' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
  return { error: index === null ? issue.message : `Band ${index + 1}: ${issue.message}` };
}

export interface BandsEditorProps {
  bands: readonly BandView[];
  isDefault: boolean;
  currency: string;
  pending: boolean;
  serverError: string | null;
  /** Resolves when saved (the editor closes); rejects when refused (serverError tells why). */
  onSave: (input: BandsInput) => Promise<unknown>;
  /** Absent: read only (the celebrant). */
  editable: boolean;
}

/** Price bands, cheapest first. The defaults show until the host saves their own. */
export function BandsEditor({ bands, isDefault, currency, pending, serverError, onSave, editable }: BandsEditorProps) {
  const [rows, setRows] = useState<BandRow[]>(() => bands.map(rowOf));
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!editing) {
    return (
      <div>
        <ul className="flex flex-wrap gap-2" aria-label="Price bands">
          {bands.map((band) => (
            <li key={band.id} className="rounded-full border border-border bg-muted px-3 py-1 text-sm">
              <span className="font-semibold">{band.label}</span> <span className="text-muted-foreground">({bandRange(band, currency)})</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">{isDefault ? 'These are the default bands.' : 'Your own bands.'} Items priced above every band become group pots.</p>
        {editable ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => {
              setRows(bands.map(rowOf));
              setError(null);
              setEditing(true);
            }}
          >
            Edit bands
          </Button>
        ) : null}
      </div>
    );
  }

  function update(key: number, patch: Partial<BandRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { input, error: problem } = toBandsInput(rows);
    setError(problem ?? null);
    if (input)
      onSave(input).then(
        () => setEditing(false),
        () => undefined,
      );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Edit price bands">
      {error || serverError ? <Alert tone="error">{error ?? serverError}</Alert> : null}
      <p className="text-sm text-muted-foreground">A band holds prices from its start up to (not including) its end. Leave the last band’s end empty for no upper limit.</p>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <legend className="px-1 text-sm font-semibold">Band {index + 1}</legend>
          <div>
            <Label htmlFor={`band-${row.key}-label`}>Band {index + 1} name</Label>
            <Input id={`band-${row.key}-label`} value={row.label} maxLength={40} onChange={(event) => update(row.key, { label: event.target.value })} />
          </div>
          <div>
            <Label htmlFor={`band-${row.key}-min`}>Band {index + 1} from ($)</Label>
            <Input id={`band-${row.key}-min`} inputMode="decimal" value={row.min} onChange={(event) => update(row.key, { min: event.target.value })} />
          </div>
          <div>
            <Label htmlFor={`band-${row.key}-max`}>Band {index + 1} up to ($)</Label>
            <Input id={`band-${row.key}-max`} inputMode="decimal" placeholder="No limit" value={row.max} onChange={(event) => update(row.key, { max: event.target.value })} />
          </div>
          <Button variant="ghost" size="sm" disabled={rows.length === 1} onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))} aria-label={`Remove band ${index + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= 8}
          onClick={() => {
            const last = rows.at(-1);
            setRows((current) => [...current, { key: nextKey++, label: '', min: last?.max ?? '', max: '' }]);
          }}
        >
          Add band
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRows(DEFAULT_BANDS.map(rowOf))}>
          Use the default bands
        </Button>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setEditing(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save bands'}
        </Button>
      </div>
    </form>
  );
}
