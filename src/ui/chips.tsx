/**
 * Small rounded labels ("chips") on native elements, in place of MUI's Chip (see ./buttons.tsx for why). A static
 * tag is a `span`; one that does something is a real `button`.
 */
import type { ComponentProps } from 'react';

import styles from './chips.module.css';
import { cx } from './styles/cx';

export const TAG_TONES = ['default', 'primary', 'success', 'warning', 'error'] as const;
export type TagTone = (typeof TAG_TONES)[number];

/**
 * The classes of a tag in `tone`, outlined or `filled` with it; for lists that render many plain elements (a page
 * of hits), and for the `Tag` component.
 */
export const tagClass = (tone: TagTone, filled: boolean) =>
  cx(styles.tag, tone !== 'default' && styles[tone], filled && styles.filled);

interface TagProps extends ComponentProps<'span'> {
  tone: TagTone;
  filled: boolean;
}

/** A label on a hit or a resource (access, open data, a theme already filtered on). */
export function Tag({ tone, filled, className, ...rest }: TagProps) {
  return <span className={cx(tagClass(tone, filled), className)} {...rest} />;
}

/** A selected filter value: a filled chip that removes itself when pressed (its icon says so). */
export function RemovableChip({ className, type = 'button', ...rest }: ComponentProps<'button'>) {
  return <button type={type} className={cx(styles.removable, className)} {...rest} />;
}
