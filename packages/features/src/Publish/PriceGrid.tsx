import { PUBLISH_BASE_SIZES, type PublishBaseSize } from '@atelier/api';
import { Button } from '@atelier/ui';
import * as styles from './Catalog.css';
import { cellSizeName, columnLabel, GRID_COLUMNS, type PriceGrid as Grid } from './catalogModel';
import type { PriceRuleListLocale } from './interface';

export interface PriceGridProps {
  value: Grid;
  onChange: (next: Grid) => void;
  /** Each bad cell's message, by size name. */
  errors: Partial<Record<string, string>>;
  /** The grid's own message (no price at all). */
  gridError?: string | undefined;
  onFillRow: (base: PublishBaseSize) => void;
  t: PriceRuleListLocale;
}

/**
 * The price rule's grid: a row per sheet size (A0-A4), a column per lengthening (+0, +0.125 ... +1) and 超长; each
 * cell a price in yuan, named for assistive tech by its size ('A1+0.125 单价（元）'). A row's 补全 fills its empty
 * cells from its +0 price. A native table of native inputs: Tab walks the cells in reading order.
 */
export function PriceGrid({ value, onChange, errors, gridError, onFillRow, t }: PriceGridProps) {
  const gridErrorId = 'price-grid-error';
  return (
    <div className={styles.form}>
      <div className={styles.gridScroller}>
        <table className={styles.grid} aria-describedby={gridError ? gridErrorId : undefined}>
          <caption className={styles.caption}>{t.gridCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHead}>
                {t.size}
              </th>
              {GRID_COLUMNS.map((column) => (
                <th key={columnLabel(column, t.oversize)} scope="col" className={styles.headCell}>
                  {columnLabel(column, t.oversize)}
                </th>
              ))}
              <th scope="col" className={styles.headCell}>
                <span className={styles.muted}>{t.fillRow}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {PUBLISH_BASE_SIZES.map((base) => (
              <tr key={base}>
                <th scope="row" className={styles.rowHead}>
                  {base}
                </th>
                {GRID_COLUMNS.map((column) => {
                  const sizeName = cellSizeName(base, column);
                  const error = errors[sizeName];
                  return (
                    <td key={sizeName} className={styles.cell}>
                      <input
                        className={styles.cellInput}
                        inputMode="decimal"
                        aria-label={t.cellLabel(sizeName)}
                        aria-invalid={error ? true : undefined}
                        title={error}
                        value={value[sizeName] ?? ''}
                        onChange={(event) => onChange({ ...value, [sizeName]: event.target.value })}
                      />
                    </td>
                  );
                })}
                <td className={styles.cell}>
                  <Button variant="link" size="sm" aria-label={t.fillRowLabel(base)} onPress={() => onFillRow(base)}>
                    {t.fillRow}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t.gridHint}</p>
      {gridError || Object.keys(errors).length > 0 ? (
        <p id={gridErrorId} role="alert" className={styles.gridError}>
          {gridError ??
            Object.entries(errors)
              .map(([size, message]) => `${size}：${message}`)
              .join('；')}
        </p>
      ) : null}
    </div>
  );
}
