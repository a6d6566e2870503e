import { useId } from 'react';
import type { VariantView } from '#core/domain/marketplace/catalog.schema.ts';
import { cx } from '#platform/lib/class-names.ts';
import { choose, optionValues, valueInStock, type Selection } from './variant-choice.ts';

/**
 * Up to two options (Color, Size) as groups of radio buttons: arrow keys move within a group, Tab
 * moves between groups. A value with nothing left in stock for the earlier choices is disabled and
 * says "sold out"; the chosen value is named in the group's legend.
 */
export function VariantPicker({ optionNames, variants, selection, onChange }: { optionNames: string[]; variants: VariantView[]; selection: Selection; onChange: (selection: Selection) => void }) {
  const id = useId();
  const values = optionValues(optionNames, variants);
  if (optionNames.length === 0) return null;
  return (
    <div className="space-y-4">
      {optionNames.map((name, index) => (
        <fieldset key={name}>
          <legend className="mb-2 text-sm font-semibold">
            {name}: <span className="font-normal">{selection[index] || 'choose one'}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {(values[index] ?? []).map((value, valueIndex) => {
              const inStock = valueInStock(variants, selection, index, value);
              const inputId = `${id}-${index}-${valueIndex}`;
              return (
                <div key={value}>
                  <input
                    id={inputId}
                    type="radio"
                    name={`${id}-${index}`}
                    value={value}
                    className="peer sr-only"
                    checked={selection[index] === value}
                    disabled={!inStock}
                    onChange={() => onChange(choose(optionNames, variants, selection, index, value))}
                  />
                  <label
                    htmlFor={inputId}
                    className={cx(
                      'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors select-none',
                      'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                      'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                      // Hover tints only a value not chosen: on the chosen one it would put white words on a pale tint.
                      'border-input bg-card peer-not-checked:hover:bg-muted',
                      'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-muted-foreground peer-disabled:line-through peer-disabled:hover:bg-card',
                    )}
                  >
                    {value}
                    {inStock ? null : <span className="sr-only"> (sold out)</span>}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** What the chosen variant costs and how many are left, under the picker. */
export function stockWords(variant: VariantView | undefined): string {
  if (!variant) return 'This combination is not sold';
  if (variant.stock === 0) return 'Sold out';
  if (variant.stock <= 5) return `Only ${variant.stock} left`;
  return 'In stock';
}
