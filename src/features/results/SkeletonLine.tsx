import styles from './SkeletonLine.module.css';

interface SkeletonLineProps {
  width: string;
  /** The line height of the text it stands for, in pixels. */
  lineHeight?: number;
}

/**
 * A grey bar where text will be, pulsing while the first results load (the global reduced-motion rule stops
 * the pulse). MUI's Skeleton does the same with more options than the one placeholder here needs.
 */
export function SkeletonLine({ width, lineHeight = 24 }: SkeletonLineProps) {
  return (
    <span
      className={styles.line}
      style={{ width, height: lineHeight * 0.6, margin: `${String(lineHeight * 0.2)}px 0` }}
    />
  );
}
