import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface TableColumn {
  label: ReactNode;
  /** Read by screen readers only, for a column whose cells speak for themselves (row actions). */
  hidden?: boolean;
  /** Right for amounts, so the heading lines up with the digits. */
  align?: 'right';
  className?: string;
}

/**
 * The caption and column headings of the dashboard's data tables, so they all read and look the
 * same; the bodies differ too much (row headers, padding, borders) to share. `className` and
 * `rowClassName` let a table that turns into cards on phones lay out its head too.
 */
export function TableHead({ caption, columns, className, rowClassName }: { caption: string; columns: TableColumn[]; className?: string; rowClassName?: string }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className={cx('border-b border-border bg-muted/60 text-xs text-muted-foreground uppercase', className)}>
        <tr role="row" className={rowClassName}>
          {columns.map((column, index) => (
            // The columns are fixed for a table, so their position is a stable key.
            <th key={index} scope="col" role="columnheader" className={cx(column.className, 'px-3 py-2', column.align === 'right' && 'text-right')}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
