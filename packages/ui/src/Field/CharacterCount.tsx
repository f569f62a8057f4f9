import { counter } from './Field.css';

export interface CharacterCountProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  length: number;
  maxLength: number;
}

/** The "n/max" counter of TextField and TextArea, in the error colour once the limit is reached. */
export function CharacterCount({ id, length, maxLength }: CharacterCountProps) {
  return (
    <span id={id} className={counter({ atLimit: length >= maxLength })}>
      {length}/{maxLength}
    </span>
  );
}
