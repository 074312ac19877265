import { useUiText } from '../../i18n/ui-text';
import { type ContentDialogProps, DialogFrame } from './dialog-frame';

interface SizeTable {
  /** The column headings, e.g. size, age, height. */
  readonly columns: readonly string[];
  /** One row per size; the first cell names it. */
  readonly rows: ReadonlyArray<readonly string[]>;
}

/**
 * The size advisor's table with the chosen size's row marked: the dialog's content, and the
 * product page's in-page step without JavaScript.
 */
function SizeAdvisorTable({
  table,
  currentSize,
}: {
  /** The size table: its columns and a row per size. */
  table: SizeTable;
  /** The selected variant's size, whose row is marked. */
  currentSize?: string;
}) {
  return (
    <table data-slot="size-advisor-table" className="w-full text-start text-sm">
      <thead>
        <tr className="border-b border-line">
          {table.columns.map((column) => (
            <th key={column} scope="col" className="py-2 pe-2 text-start">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([size = '', ...cells]) => (
          <tr
            key={size}
            data-state={size === currentSize ? 'current' : undefined}
            aria-current={size === currentSize ? 'true' : undefined}
            className="border-b border-line data-[state=current]:bg-primary-soft"
          >
            <th scope="row" className="py-2 pe-2 text-start font-semibold">
              {size}
            </th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its identity
              <td key={index} className="py-2 pe-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type SizeAdvisorDialogProps = ContentDialogProps & {
  /** The size table of the attribute advisor (groessenberater) from PIM or CMS. */
  table: SizeTable;
  /** The advisor's text above the table; the catalogue's when not given. */
  text?: string;
  /** The size chosen now: its row is marked. */
  currentSize?: string;
};

/** The size advisor: a size table with the chosen size marked. */
function SizeAdvisorDialog({
  id = 'attribute-advisor',
  returnFocusTo,
  open,
  onOpenChange,
  table,
  text,
  currentSize,
}: SizeAdvisorDialogProps) {
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="attribute-advisor"
      position="right"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.sizeAdvisor.title')}
      description={text ?? t('dialogs.sizeAdvisor.text')}
    >
      <SizeAdvisorTable table={table} currentSize={currentSize} />
    </DialogFrame>
  );
}

export { SizeAdvisorDialog, type SizeAdvisorDialogProps, SizeAdvisorTable, type SizeTable };
