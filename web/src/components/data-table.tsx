import type { ReactNode } from 'react';

/** One column of a DataTable: its header and what each row shows in it. */
export interface Column<Row> {
  /** The header, also each cell's `data-label`: the phone layout shows it beside the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** Attributes of a table row, for styling it or finding it in a test. */
export interface RowProps {
  className?: string;
  'data-testid'?: string;
}

/**
 * A table of rows, or `empty` when there are none: every list of the dashboard is this
 * markup, so the phone layout (styles.css, `td[data-label]`) works the same everywhere.
 * `actions` adds a last column whose header only screen readers read.
 */
export function DataTable<Row>(props: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowProps?: (row: Row) => RowProps;
  actions?: (row: Row) => ReactNode;
  empty?: ReactNode;
  compact?: boolean;
}) {
  const { columns, rows, rowKey, rowProps, actions, empty } = props;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className="table-wrap">
      <table className={props.compact === true ? 'compact' : undefined}>
        <thead>
          <tr>
            {columns.map((column) => <th key={column.header} scope="col">{column.header}</th>)}
            {actions === undefined ? null : <th scope="col"><span className="sr-only">Actions</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => <td key={column.header} data-label={column.header} className={column.className}>{column.cell(row)}</td>)}
              {actions === undefined ? null : <td className="row-actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
