import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ShopInput } from '#core/domain/marketplace/catalog.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { timeZoneOptions } from '#platform/lib/time-zones.ts';
import { shopPagePath } from '../../api/seller-keys.ts';
import { checkboxClasses, fieldHelpers, Section, textAreaClasses } from '../form-parts.tsx';
import { slugFromName, validateShopForm, type ShopFormValues } from './shop-form-values.ts';

export interface ShopFormProps {
  initial: ShopFormValues;
  mode: 'open' | 'edit';
  /** The logo the shop has now (edit mode). */
  logoUrl?: string | null;
  /** The API's per-field messages of the last refused save. */
  serverErrors?: Record<string, string>;
  serverMessage?: string | null;
  pending?: boolean;
  /** Sends the checked input; `logo` is a file chosen before the shop exists (uploaded once it does). */
  onSubmit: (input: ShopInput, logo: File | null) => void;
  /** Edit mode: uploads a newly chosen logo at once; throws with the message to show. */
  onLogo?: (file: File) => Promise<void>;
  /** The origin the shop link is shown under (this site's). */
  origin?: string;
}

/**
 * Opening or editing a shop: name, address (with its link as it will read), description, logo,
 * city, time zone and the ways orders reach buyers. Core's schema checks before sending, so every
 * field gets the API's own words under it.
 */
export function ShopForm({ initial, mode, logoUrl = null, serverErrors = {}, serverMessage = null, pending = false, onSubmit, onLogo, origin = globalThis.location?.origin ?? '' }: ShopFormProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [logo, setLogo] = useState<{ file: File; preview: string } | null>(null);
  const [logoState, setLogoState] = useState<{ uploading: boolean; error: string | null }>({ uploading: false, error: null });
  const errors = { ...serverErrors, ...clientErrors };
  const { fieldId, described, error, hint } = fieldHelpers(formId, errors);
  const set = <Key extends keyof ShopFormValues>(key: Key, value: ShopFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const zones = timeZoneOptions(values.timeZone);
  const link = `${origin}${shopPagePath(values.slug || 'your-shop')}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateShopForm(values);
    setClientErrors(result.errors);
    if (Object.keys(result.errors).length === 0) onSubmit(result.input, logo?.file ?? null);
  }

  async function chooseLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!onLogo) {
      setLogo({ file, preview: URL.createObjectURL(file) });
      return;
    }
    setLogoState({ uploading: true, error: null });
    try {
      await onLogo(file);
      setLogoState({ uploading: false, error: null });
    } catch (failure) {
      setLogoState({ uploading: false, error: failure instanceof Error ? failure.message : 'The logo could not be uploaded.' });
    }
  }

  const shownLogo = logo?.preview ?? logoUrl;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={mode === 'open' ? 'Open your shop' : 'Your shop'}>
      {serverMessage ? <Alert tone="error">{serverMessage}</Alert> : null}

      <Section title="Your shop">
        <div>
          <Label htmlFor={fieldId('name')}>Shop name</Label>
          <Input
            id={fieldId('name')}
            value={values.name}
            maxLength={60}
            autoComplete="organization"
            onChange={(event) => {
              const name = event.target.value;
              setValues((current) => ({ ...current, name, slug: current.slugEdited ? current.slug : slugFromName(name) }));
            }}
            {...described('name')}
          />
          {error('name')}
        </div>
        <div>
          <Label htmlFor={fieldId('slug')}>Shop address</Label>
          <Input
            id={fieldId('slug')}
            value={values.slug}
            maxLength={40}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => setValues((current) => ({ ...current, slug: event.target.value.toLowerCase(), slugEdited: true }))}
            {...described('slug', true)}
          />
          {hint(
            'slug',
            <>
              Lowercase letters, digits and dashes. Your shop’s link: <span className="font-semibold break-all text-foreground">{link}</span>
            </>,
          )}
          {error('slug')}
        </div>
        <div>
          <Label htmlFor={fieldId('description')}>Description</Label>
          <textarea
            id={fieldId('description')}
            rows={4}
            maxLength={2000}
            className={textAreaClasses}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            {...described('description', true)}
          />
          {hint('description', 'What you make or rent, and for which parties. Optional.')}
          {error('description')}
        </div>
        <div>
          <Label htmlFor={fieldId('logo')}>Logo</Label>
          <div className="flex flex-wrap items-center gap-3">
            {shownLogo ? (
              <img src={shownLogo} alt={logo ? 'Chosen logo' : 'Your shop’s logo'} className="h-16 w-16 rounded-full border border-border bg-muted object-cover" />
            ) : (
              <span aria-hidden="true" className="h-16 w-16 rounded-full border border-dashed border-border bg-muted" />
            )}
            <input
              id={fieldId('logo')}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={logoState.uploading}
              onChange={(event) => void chooseLogo(event)}
              {...described('logo', true)}
              className="block w-full min-w-0 flex-1 text-sm text-muted-foreground file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-4 file:font-semibold file:text-foreground"
            />
          </div>
          {hint('logo', mode === 'open' ? 'JPEG, PNG or WebP up to 15 MB; uploaded once the shop is open. Optional.' : 'JPEG, PNG or WebP up to 15 MB; replaces the logo at once.')}
          <p aria-live="polite" className="mt-1 text-sm">
            {logoState.uploading ? 'Uploading the logo…' : ''}
          </p>
          <FieldError id={`${fieldId('logo')}-upload-error`} message={logoState.error ?? undefined} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={fieldId('city')}>City</Label>
            <Input id={fieldId('city')} value={values.city} maxLength={80} autoComplete="address-level2" onChange={(event) => set('city', event.target.value)} {...described('city', true)} />
            {hint('city', 'Where you sell from; local delivery is measured from here. Add the state to a common name, e.g. “Springfield, IL”.')}
            {error('city')}
          </div>
          <div>
            <Label htmlFor={fieldId('timeZone')}>Time zone</Label>
            <Select id={fieldId('timeZone')} value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)} {...described('timeZone', true)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
            {hint('timeZone', 'Order deadlines are shown in this zone.')}
            {error('timeZone')}
          </div>
        </div>
      </Section>

      <Section title="How orders reach buyers" description="Offer at least one. Buyers choose one per order at checkout.">
        {error('delivery')}
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <input id={fieldId('shipping')} type="checkbox" className={checkboxClasses} checked={values.shipping} onChange={(event) => set('shipping', event.target.checked)} />
            <label htmlFor={fieldId('shipping')} className="text-sm font-semibold">
              Shipping at a flat rate
            </label>
          </div>
          {values.shipping ? (
            <div className="grid grid-cols-2 items-end gap-3 pl-8">
              <div>
                <Label htmlFor={fieldId('shippingPrice')}>Rate ($)</Label>
                <Input id={fieldId('shippingPrice')} inputMode="decimal" value={values.shippingPrice} onChange={(event) => set('shippingPrice', event.target.value)} {...described('shippingPrice')} />
                {error('shippingPrice')}
              </div>
              <div>
                <Label htmlFor={fieldId('shippingDays')}>Arrives within (days)</Label>
                <Input
                  id={fieldId('shippingDays')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={30}
                  value={values.shippingDays}
                  onChange={(event) => set('shippingDays', event.target.value)}
                  {...described('shippingDays')}
                />
                {error('shippingDays')}
              </div>
            </div>
          ) : null}
        </div>
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            <input id={fieldId('local')} type="checkbox" className={checkboxClasses} checked={values.local} onChange={(event) => set('local', event.target.checked)} />
            <label htmlFor={fieldId('local')} className="text-sm font-semibold">
              Local delivery around {values.city.trim() || 'your city'}
            </label>
          </div>
          {values.local ? (
            <div className="grid grid-cols-2 gap-3 pl-8 sm:grid-cols-3">
              <div>
                <Label htmlFor={fieldId('localFee')}>Fee ($)</Label>
                <Input id={fieldId('localFee')} inputMode="decimal" value={values.localFee} onChange={(event) => set('localFee', event.target.value)} {...described('localFee')} />
                {error('localFee')}
              </div>
              <div>
                <Label htmlFor={fieldId('localRadius')}>Radius (miles)</Label>
                <Input
                  id={fieldId('localRadius')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  value={values.localRadius}
                  onChange={(event) => set('localRadius', event.target.value)}
                  {...described('localRadius')}
                />
                {error('localRadius')}
              </div>
              <div>
                <Label htmlFor={fieldId('localLeadHours')}>Lead time (hours)</Label>
                <Input
                  id={fieldId('localLeadHours')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={336}
                  value={values.localLeadHours}
                  onChange={(event) => set('localLeadHours', event.target.value)}
                  {...described('localLeadHours', true)}
                />
                {hint('localLeadHours', 'How long before a delivery you need the order.')}
                {error('localLeadHours')}
              </div>
            </div>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <input id={fieldId('pickup')} type="checkbox" className={checkboxClasses} checked={values.pickup} onChange={(event) => set('pickup', event.target.checked)} />
          <label htmlFor={fieldId('pickup')} className="text-sm font-semibold">
            Pickup from you (free)
          </label>
        </div>
      </Section>

      <Button type="submit" disabled={pending || logoState.uploading} className="w-full sm:w-auto">
        {pending ? (mode === 'open' ? 'Opening your shop…' : 'Saving…') : mode === 'open' ? 'Open my shop' : 'Save shop'}
      </Button>
    </form>
  );
}
