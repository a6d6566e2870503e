import type { ImportReport } from '#core/domain/events/event-view.schema.ts';

/** What an import would do (dry run) or did: rows to add and rows skipped with the reason. */
export function ImportPreview({ report }: { report: ImportReport }) {
  return (
    <div className="space-y-4 text-sm">
      <section aria-labelledby="import-add-heading">
        <h3 id="import-add-heading" className="font-bold">
          {report.toAdd.length === 0 ? 'No new guests in this file' : `${report.toAdd.length} ${report.toAdd.length === 1 ? 'guest' : 'guests'} to add`}
        </h3>
        {report.toAdd.length > 0 ? (
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
            {report.toAdd.map((row) => (
              <li key={`${row.source}-${row.name}`} className="flex flex-wrap gap-x-2">
                <span className="font-semibold">{row.name}</span>
                <span className="text-muted-foreground">{[row.email, row.phone].filter(Boolean).join(' · ')}</span>
                {row.note ? <span className="w-full text-xs text-muted-foreground">Left out: {row.note}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {report.skipped.length > 0 ? (
        <section aria-labelledby="import-skip-heading">
          <h3 id="import-skip-heading" className="font-bold">
            {report.skipped.length} {report.skipped.length === 1 ? 'row' : 'rows'} skipped
          </h3>
          <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
            {report.skipped.map((row) => (
              <li key={`${row.source}-${row.reason}`}>
                <span className="text-muted-foreground">Row {row.source}</span> <span className="font-semibold">{row.name || '(no name)'}</span>: {row.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
