import { Button } from '@atelier/ui';

/** One link button of a table row: its visible label, and an accessible name that says which row it acts on. */
export interface RowAction {
  label: string;
  ariaLabel: string;
  danger?: boolean;
  onPress: () => void;
}

/** A table row's link buttons (编辑, 删除, 恢复 ...), side by side in the column's own layout class. */
export function RowActions({ actions, className }: { actions: readonly RowAction[]; className: string }) {
  return (
    <span className={className}>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="link"
          size="sm"
          {...(action.danger ? { danger: true } : {})}
          aria-label={action.ariaLabel}
          onPress={action.onPress}
        >
          {action.label}
        </Button>
      ))}
    </span>
  );
}
