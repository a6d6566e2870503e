import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ProductInput } from '#core/domain/marketplace/catalog.schema.ts';
import { catalogLimits, productCategories, productCategoryLabels } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { fieldHelpers, Section, textAreaClasses } from '../form-parts.tsx';
import { productStatusLabels, productStatusMeaning } from '../seller-words.ts';
import { generateVariants, optionValuesOf, validateProductForm, type ProductFormValues, type ProductOption, type ProductStatus } from './product-form-values.ts';
import { VariantTableEditor } from './variant-table-editor.tsx';

export interface ProductEditorProps {
  initial: ProductFormValues;
  /** A saved product (its kind is fixed then); null for a new one. */
  productId: string | null;
  /** The shop has a connected payout account: activating is possible. */
  canSell: boolean;
  serverErrors?: Record<string, string>;
  serverMessage?: string | null;
  pending?: boolean;
  onSave: (input: ProductInput) => void;
  onCancel: () => void;
  /** The photos section, for a saved product (a new one is saved first). */
  photos?: ReactNode;
}

const statuses: ProductStatus[] = ['draft', 'active', 'archived'];

/**
 * A product's whole form: title, description, category, photos, item or rental, the options and the
 * variant table (items) or units, price and deposit per day (rentals), and its status. Core's schema
 * checks before sending; the API's refusal (activating without payouts) shows above the Save button.
 */
export function ProductEditor({ initial, productId, canSell, serverErrors = {}, serverMessage = null, pending = false, onSave, onCancel, photos }: ProductEditorProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [tooMany, setTooMany] = useState<string | null>(null);
  const errors = { ...serverErrors, ...clientErrors };
  const { fieldId, described, error, hint } = fieldHelpers(formId, errors);
  const set = <Key extends keyof ProductFormValues>(key: Key, value: ProductFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));

  function setOptions(options: ProductOption[]) {
    const generated = generateVariants(options, values.variants);
    setTooMany(generated.problem);
    setValues({ ...values, options, variants: generated.rows });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooMany) return;
    const result = validateProductForm(values);
    setClientErrors(result.errors);
    if (Object.keys(result.errors).length === 0) onSave(result.input);
  }

  const optionNames = values.options.filter((option) => option.name.trim() && optionValuesOf(option.values).length > 0).map((option) => option.name.trim());
  const errorCount = Object.keys(clientErrors).length;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="text-2xl font-bold">
        {productId ? `Edit ${initial.title || 'product'}` : 'New product'}
      </h2>

      <Section title="The product">
        <div>
          <Label htmlFor={fieldId('title')}>Title</Label>
          <Input id={fieldId('title')} value={values.title} maxLength={120} onChange={(event) => set('title', event.target.value)} {...described('title')} />
          {error('title')}
        </div>
        <div>
          <Label htmlFor={fieldId('description')}>Description</Label>
          <textarea
            id={fieldId('description')}
            rows={4}
            maxLength={5000}
            className={textAreaClasses}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            {...described('description')}
          />
          {error('description')}
        </div>
        <div>
          <Label htmlFor={fieldId('category')}>Category</Label>
          <Select id={fieldId('category')} value={values.category} onChange={(event) => set('category', event.target.value as ProductFormValues['category'])} {...described('category')}>
            <option value="">Choose a category</option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {productCategoryLabels[category]}
              </option>
            ))}
          </Select>
          {error('category')}
        </div>
      </Section>

      <Section title="Photos">{photos ?? <p className="text-sm text-muted-foreground">Save the product first, then add up to {catalogLimits.photos} photos here.</p>}</Section>

      <Section title="Sold or rented">
        <fieldset>
          <legend className="sr-only">Kind of product</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['item', 'Sold from stock', 'Plates, banners, favors: with options like color and size.'],
                ['rental', 'Rented by the day', 'Tables, bounce houses, costumes: so many units each day.'],
              ] as const
            ).map(([kind, label, text]) => (
              <label key={kind} className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:disabled]:cursor-not-allowed">
                <input type="radio" name={`${formId}-kind`} className="mt-1 h-4 w-4 accent-primary" checked={values.kind === kind} disabled={productId !== null} onChange={() => set('kind', kind)} />
                <span>
                  <span className="block text-sm font-semibold">{label}</span>
                  <span className="block text-xs text-muted-foreground">{text}</span>
                </span>
              </label>
            ))}
          </div>
          {productId !== null ? <p className="mt-2 text-xs text-muted-foreground">A saved product stays sold or rented; make a new product for the other kind.</p> : null}
        </fieldset>

        {values.kind === 'item' ? (
          <>
            <div className="space-y-3">
              <h3 className="text-sm font-semibold">Options</h3>
              <p className="text-xs text-muted-foreground">
                Up to {catalogLimits.optionNames} options, such as Color and Size. Type the values separated by commas; a row is made for each combination.
              </p>
              {values.options.map((option, index) => (
                <div key={index} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
                  <div>
                    <Label htmlFor={fieldId(`options.${index}.name`)}>Option {index + 1} name</Label>
                    <Input
                      id={fieldId(`options.${index}.name`)}
                      value={option.name}
                      maxLength={30}
                      placeholder={index === 0 ? 'Color' : 'Size'}
                      onChange={(event) => setOptions(values.options.map((other, at) => (at === index ? { ...other, name: event.target.value } : other)))}
                      {...described(`options.${index}.name`)}
                    />
                    {error(`options.${index}.name`)}
                  </div>
                  <div>
                    <Label htmlFor={fieldId(`options.${index}.values`)}>Values</Label>
                    <Input
                      id={fieldId(`options.${index}.values`)}
                      value={option.values}
                      placeholder={index === 0 ? 'Pink, Gold, Blue' : 'Small, Large'}
                      onChange={(event) => setOptions(values.options.map((other, at) => (at === index ? { ...other, values: event.target.value } : other)))}
                      {...described(`options.${index}.values`)}
                    />
                    {error(`options.${index}.values`)}
                  </div>
                  <Button variant="ghost" className="sm:mt-6" onClick={() => setOptions(values.options.filter((_, at) => at !== index))}>
                    Remove<span className="sr-only"> option {option.name || index + 1}</span>
                  </Button>
                </div>
              ))}
              {error('optionNames')}
              {values.options.length < catalogLimits.optionNames ? (
                <Button variant="outline" onClick={() => setOptions([...values.options, { name: '', values: '' }])}>
                  Add an option
                </Button>
              ) : null}
            </div>
            {tooMany ? <Alert tone="error">{tooMany}</Alert> : null}
            <VariantTableEditor optionNames={optionNames} rows={values.variants} onChange={(variants) => set('variants', variants)} errors={errors} />
          </>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div>
              <Label htmlFor={fieldId('rentalQuantity')}>Units per day</Label>
              <Input
                id={fieldId('rentalQuantity')}
                type="number"
                inputMode="numeric"
                min={1}
                max={catalogLimits.maxRentalQuantity}
                value={values.rentalQuantity}
                onChange={(event) => set('rentalQuantity', event.target.value)}
                {...described('rentalQuantity')}
              />
              {error('rentalQuantity')}
            </div>
            <div>
              <Label htmlFor={fieldId('rentalPrice')}>Price per day ($)</Label>
              <Input id={fieldId('rentalPrice')} inputMode="decimal" value={values.rentalPrice} onChange={(event) => set('rentalPrice', event.target.value)} {...described('rentalPrice')} />
              {error('rentalPrice')}
            </div>
            <div>
              <Label htmlFor={fieldId('deposit')}>Deposit per unit ($)</Label>
              <Input id={fieldId('deposit')} inputMode="decimal" value={values.deposit} onChange={(event) => set('deposit', event.target.value)} {...described('deposit', true)} />
              {hint('deposit', 'Refundable; 0 for none.')}
              {error('deposit')}
            </div>
          </div>
        )}
      </Section>

      <Section title="Status">
        <fieldset>
          <legend className="sr-only">Status</legend>
          <div className="space-y-2">
            {statuses.map((status) => (
              <label key={status} className="flex cursor-pointer items-start gap-3">
                <input type="radio" name={`${formId}-status`} className="mt-1 h-4 w-4 accent-primary" checked={values.status === status} onChange={() => set('status', status)} />
                <span className="text-sm">
                  <span className="font-semibold">{productStatusLabels[status]}</span>: {productStatusMeaning[status]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {!canSell && values.status === 'active' ? (
          <p className="text-sm font-medium text-danger-text">Your shop has no connected payout account yet, so it cannot sell: save as a draft, or connect payouts first.</p>
        ) : null}
        <FieldError id={fieldId('status-error')} message={errors.status} />
      </Section>

      {serverMessage ? <Alert tone="error">{serverMessage}</Alert> : null}
      {errorCount > 0 ? (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention above.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Back to products
        </Button>
        <Button type="submit" disabled={pending || tooMany !== null}>
          {pending ? 'Saving…' : productId ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
