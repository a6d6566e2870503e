import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { decodeTextFile } from '#core/domain/contacts/charset.rules.ts';
import type { ImportReport } from '#core/domain/events/event-view.schema.ts';
import { isPhoneCountry } from '#core/domain/contacts/phone.rules.ts';
import { timeZoneCountries } from '#core/domain/contacts/time-zone-country.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { type PickedContact, useImportContacts } from '../api/import-contacts.ts';
import { useImportGuests } from '../api/import-guests.ts';
import { ImportPreview } from './import-preview.tsx';

export const MAX_IMPORT_BYTES = 1024 * 1024;

interface ContactsManager {
  select: (properties: string[], options: { multiple: boolean }) => Promise<Array<{ name?: string[]; email?: string[]; tel?: string[] }>>;
}

function contactsManager(): ContactsManager | null {
  const manager = (navigator as Navigator & { contacts?: Partial<ContactsManager> }).contacts;
  return manager && typeof manager.select === 'function' ? (manager as ContactsManager) : null;
}

type Pending = { kind: 'file'; format: 'csv' | 'vcf'; content: string; fileName: string } | { kind: 'contacts'; contacts: PickedContact[] };

/** Every country a number can be read in, by English name, for the "numbers without a country code" choice. */
function countryOptions(): { code: string; name: string }[] {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  return timeZoneCountries
    .filter((code) => isPhoneCountry(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Import guests from a CSV or vCard file everywhere, and from the phone's contacts where the browser offers the Contact Picker. */
export function ImportPanel({ eventId }: { eventId: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = useImportGuests(eventId);
  const importPicked = useImportContacts(eventId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // '' reads numbers without a country code in the event's country (from its time zone, decided by
  // the server, which reports it back as `eventCountry`); a code overrides it for this import.
  const [country, setCountry] = useState('');
  const [eventCountry, setEventCountry] = useState<string | null | undefined>(undefined);
  const countries = useMemo(() => (pending ? countryOptions() : []), [pending]);
  const picker = typeof navigator === 'undefined' ? null : contactsManager();
  const busy = importFile.isPending || importPicked.isPending;

  function preview(next: Pending, chosenCountry = country) {
    setError(null);
    setReport(null);
    setPending(next);
    const defaultCountry = chosenCountry || undefined;
    const onSuccess = (done: ImportReport) => {
      setReport(done);
      if (!chosenCountry) setEventCountry(done.defaultCountry ?? null);
    };
    const onError = (failure: unknown) => setError(failureMessage(failure, 'Could not read the contacts', 'Could not read the contacts. Please try again.'));
    if (next.kind === 'file') importFile.mutate({ format: next.format, content: next.content, dryRun: true, defaultCountry }, { onSuccess, onError });
    else importPicked.mutate({ contacts: next.contacts, dryRun: true, defaultCountry }, { onSuccess, onError });
  }

  function chooseCountry(next: string) {
    setCountry(next);
    if (pending) preview(pending, next);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const lower = file.name.toLowerCase();
    const format = lower.endsWith('.vcf') || lower.endsWith('.vcard') ? 'vcf' : lower.endsWith('.csv') ? 'csv' : null;
    if (!format) {
      setPending(null);
      setError('Choose a .csv or .vcf file.');
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      setPending(null);
      setError('That file is larger than 1 MB. Split it into smaller files.');
      return;
    }
    // Bytes, not file.text(): an older Excel saves "CSV" as windows-1252, which UTF-8 would garble.
    preview({ kind: 'file', format, content: decodeTextFile(new Uint8Array(await file.arrayBuffer())), fileName: file.name });
  }

  async function pickContacts() {
    if (!picker) return;
    try {
      const picked = await picker.select(['name', 'email', 'tel'], { multiple: true });
      const contacts = picked
        .map((contact) => ({ name: contact.name?.[0]?.trim() ?? '', email: contact.email?.[0]?.trim() || undefined, phone: contact.tel?.[0]?.trim() || undefined }))
        .filter((contact) => contact.name || contact.email || contact.phone)
        .map((contact) => ({ ...contact, name: contact.name || contact.email || contact.phone || '' }));
      if (contacts.length > 0) preview({ kind: 'contacts', contacts });
    } catch {
      setError('The contact picker was closed or is not allowed here.');
    }
  }

  function confirm() {
    if (!pending) return;
    const onSuccess = (done: ImportReport) => {
      setPending(null);
      setReport(null);
      toast({ title: `${done.added} ${done.added === 1 ? 'guest' : 'guests'} imported`, description: done.skipped.length > 0 ? `${done.skipped.length} skipped.` : undefined });
    };
    const onError = (failure: unknown) => setError(failureMessage(failure, 'Could not import the guests', 'Could not import the guests. Please try again.'));
    const defaultCountry = country || undefined;
    if (pending.kind === 'file') importFile.mutate({ format: pending.format, content: pending.content, dryRun: false, defaultCountry }, { onSuccess, onError });
    else importPicked.mutate({ contacts: pending.contacts, dryRun: false, defaultCountry }, { onSuccess, onError });
  }

  const close = () => {
    if (busy) return;
    setPending(null);
    setReport(null);
    setError(null);
  };

  return (
    <>
      <input
        ref={fileInput}
        id="guest-import-file"
        type="file"
        accept=".csv,.vcf,.vcard,text/csv,text/vcard"
        className="sr-only"
        tabIndex={-1}
        aria-label="Contacts file (.csv or .vcf)"
        onChange={(event) => void onFile(event)}
      />
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        Import CSV or vCard
      </Button>
      {picker ? (
        <Button variant="outline" size="sm" onClick={() => void pickContacts()}>
          Choose from contacts
        </Button>
      ) : null}
      {error && !pending ? (
        <Alert tone="error" className="w-full">
          {error}
        </Alert>
      ) : null}
      <Dialog
        open={pending !== null}
        onClose={close}
        title="Import preview"
        description={pending?.kind === 'file' ? `From ${pending.fileName}. Nobody is added until you confirm.` : 'From your contacts. Nobody is added until you confirm.'}
      >
        <div className="space-y-4">
          <div>
            <Label htmlFor="import-country">Numbers without a country code are from</Label>
            <Select id="import-country" value={country} disabled={busy} aria-describedby="import-country-hint" onChange={(event) => chooseCountry(event.target.value)}>
              <option value="">
                {eventCountry
                  ? `${countries.find((option) => option.code === eventCountry)?.name ?? eventCountry} (the event’s time zone)`
                  : eventCountry === null
                    ? 'Nowhere: they need a country code'
                    : 'The event’s country (from its time zone)'}
              </option>
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </Select>
            <p id="import-country-hint" className="mt-1 text-xs text-muted-foreground">
              Numbers written with + and a country code are read as written.
            </p>
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {report ? <ImportPreview report={report} /> : !error ? <p className="text-sm text-muted-foreground">Reading the contacts...</p> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            {report && report.toAdd.length > 0 ? (
              <Button onClick={confirm} disabled={busy}>
                {busy ? 'Importing...' : `Import ${report.toAdd.length} ${report.toAdd.length === 1 ? 'guest' : 'guests'}`}
              </Button>
            ) : null}
          </div>
        </div>
      </Dialog>
    </>
  );
}
