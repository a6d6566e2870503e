import { csvFile } from '#core/domain/csv.rules.ts';
import type { EventMoneyView } from '#core/domain/money/money-view.schema.ts';

const HEADER = ['Date', 'Pot', 'Contributor', 'Amount', 'Status', 'Held until', 'Released at', 'Refunded at', 'Refund reason', 'Message'];

/** "20.00": whole cents as dollars without floating point. */
export function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The host's export of an event's contributions, from the same host view the screen shows (so an
 * anonymous contributor is "Anonymous" here too). Cells that a spreadsheet would run as formulas
 * are neutralised by csvFile.
 */
export function contributionsCsv(view: EventMoneyView): string {
  const rows = view.contributions.map((row) => [
    row.succeededAt ?? row.createdAt,
    row.potTitle,
    row.contributorName,
    dollars(row.amountCents),
    row.status,
    row.heldUntil ?? '',
    row.releasedAt ?? '',
    row.refundedAt ?? '',
    row.refundReason ?? '',
    row.message ?? '',
  ]);
  return csvFile(HEADER, rows);
}

/** A file name safe in a Content-Disposition header. */
export function csvFileName(slug: string): string {
  return `contributions-${slug.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 80) || 'event'}.csv`;
}
