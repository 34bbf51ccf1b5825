import { useId } from 'react';

import { FieldLabel } from '../../ui/textInputs';
import styles from './CompactSelect.module.css';

export interface CompactOption<T> {
  value: T;
  text: string;
}

interface CompactSelectProps<T> {
  /** The visible label, which also names the select. */
  label: string;
  options: readonly CompactOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * The phone's one-line choice (sort order, page size): a labelled native select, which the phone's own picker
 * opens. A change is one search.
 */
export function CompactSelect<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: CompactSelectProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
