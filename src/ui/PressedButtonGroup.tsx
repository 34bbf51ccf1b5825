import { useId } from 'react';

import { AppButton } from './buttons';
import styles from './PressedButtonGroup.module.css';

export interface PressedButtonChoice<T> {
  value: T;
  /** What the button shows. */
  text: string;
  /** A fuller accessible name; it must contain `text`, so speech users can say what they see. */
  name?: string;
  pressed: boolean;
}

export interface PressedButtonGroupProps<T> {
  /** The group's visible label, which also names it. */
  label: string;
  choices: readonly PressedButtonChoice<T>[];
  onPress: (value: T) => void;
  /** Extra text read with the group (a rule the choices follow). */
  describedBy?: string;
}

/**
 * A labelled group of buttons with `aria-pressed`: a handful of choices shown at once, each one press, where a
 * select would need two steps (and a native one changes on every arrow key). Wraps on narrow screens.
 */
export function PressedButtonGroup<T extends string | number>({
  label,
  choices,
  onPress,
  describedBy,
}: PressedButtonGroupProps<T>) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={styles.group}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {choices.map((choice) => (
        <AppButton
          key={choice.value}
          size="small"
          variant={choice.pressed ? 'contained' : 'outlined'}
          aria-pressed={choice.pressed}
          aria-label={choice.name}
          onClick={() => onPress(choice.value)}
          className={styles.choice}
        >
          {choice.text}
        </AppButton>
      ))}
    </div>
  );
}
