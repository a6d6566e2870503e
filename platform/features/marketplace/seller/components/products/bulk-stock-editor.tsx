import { useId, useState } from 'react';
import { bulkStockInputSchema, type BulkStockInput, type ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { catalogLimits } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { variantTitle } from '../seller-words.ts';

export interface BulkStockEditorProps {
  products: ProductDetail[];
  onSave: (input: BulkStockInput) => void;
  pending?: boolean;
  error?: string | null;
}

/**
 * Every variant of every item in one table: change as many stock cells as needed and save once
 * (one request, so a count is never half saved). Changed cells are marked; rentals have units per
 * day instead, edited in their product.
 */
export function BulkStockEditor({ products, onSave, pending = false, error = null }: BulkStockEditorProps) {
  const id = useId();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const items = products.filter((product) => product.kind === 'item' && product.status !== 'archived');
  const rows = items.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
  const changed = rows.filter(({ variant }) => edits[variant.id] !== undefined && edits[variant.id] !== String(variant.stock));

  function save() {
    const stock = changed.map(({ variant }) => ({ variantId: variant.id, stock: /^\s*\d+\s*$/.test(edits[variant.id]!) ? Number(edits[variant.id]) : Number.NaN }));
    const result = bulkStockInputSchema.safeParse({ stock });
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const row = stock[Number(issue.path[1])];
        errors[row?.variantId ?? '_'] ??= issue.code === 'invalid_type' ? 'Enter a whole number' : issue.message;
      }
      setCellErrors(errors);
      return;
    }
    setCellErrors({});
    onSave(result.data);
  }

  if (rows.length === 0)
    return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No items with stock yet (rentals have units per day, set in each product).</p>;

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Stock of every variant</caption>
          <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Product
              </th>
              <th scope="col" className="px-3 py-2 text-left">
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ product, variant }) => {
              const name = `${product.title}${product.variants.length > 1 || variant.optionValues.length > 0 ? `, ${variantTitle(variant.optionValues)}` : ''}`;
              const value = edits[variant.id] ?? String(variant.stock);
              const isChanged = value !== String(variant.stock);
              const problem = cellErrors[variant.id];
              return (
                <tr key={variant.id} className={`border-b border-border last:border-b-0 align-top ${isChanged ? 'bg-secondary/40' : ''}`}>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="font-semibold">{product.title}</span>
                    {variant.optionValues.length > 0 ? <span className="block text-muted-foreground">{variantTitle(variant.optionValues)}</span> : null}
                    {isChanged ? <span className="block text-xs font-semibold">Changed from {variant.stock}</span> : null}
                  </th>
                  <td className="px-2 py-1.5">
                    <Input
                      aria-label={`Stock of ${name}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={catalogLimits.maxStock}
                      className="w-24"
                      value={value}
                      onChange={(event) => setEdits((current) => ({ ...current, [variant.id]: event.target.value }))}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-${variant.id}-error` : undefined}
                    />
                    <FieldError id={`${id}-${variant.id}-error`} message={problem} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={pending || changed.length === 0}>
          {pending ? 'Saving…' : changed.length === 0 ? 'No stock changes' : `Save ${changed.length} stock ${changed.length === 1 ? 'change' : 'changes'}`}
        </Button>
        {changed.length > 0 ? (
          <Button variant="ghost" disabled={pending} onClick={() => (setEdits({}), setCellErrors({}))}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </div>
  );
}
