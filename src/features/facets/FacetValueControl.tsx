import { memo } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { MessageWithValue } from '../../ui/Isolated';
import styles from './FacetValue.module.css';

export interface FacetValueControlProps {
  /** Checkboxes for filters that take several values, radios for those that take one. */
  kind: 'checkbox' | 'radio';
  /** The input's id: stable per value, so focus can be kept on it (useKeepFocus). */
  id: string;
  /** The radio group's name (radios only). */
  name?: string;
  label: string;
  /**
   * The end of `label` that tells it from a like-named value ("xlsx" of "Excel (xlsx)"), shown in smaller text;
   * still part of the accessible name.
   */
  detail?: string;
  /** The label's language when it differs from the page's. */
  lang?: string;
  /** Hits with this value; left out for choices without a count ("any time"). */
  count?: number;
  checked: boolean;
  /** The value's key, passed to `onSelect`: a stable `onSelect` lets unchanged values skip re-rendering. */
  value: string;
  onSelect: (value: string) => void;
  /** -1 takes the value out of the Tab order (a tree's values are one stop, moved through by arrow keys). */
  tabIndex?: number;
}

/** "Excel" and, smaller, "(xlsx)"; the label as it is when its detail is not at its end. */
function labelWithDetail(label: string, detail: string | undefined) {
  const end = detail === undefined ? '' : ` (${detail})`;
  if (end === '' || !label.endsWith(end)) return label;
  return (
    <>
      {label.slice(0, -end.length)} <span className={styles.detail}>({detail})</span>
    </>
  );
}

/**
 * One facet value: a native checkbox or radio whose label (and so its accessible name) is the value with its
 * count, "Environment (1,234)", written by the messages so each language orders and formats it its own way.
 * Plain elements with static classes (./FacetValue.module.css): dozens are rendered again with each answer.
 */
export const FacetValueControl = memo(function FacetValueControl({
  kind,
  id,
  name,
  label,
  detail,
  lang,
  count,
  checked,
  value,
  onSelect,
  tabIndex,
}: FacetValueControlProps) {
  const { m, f } = useI18n();
  return (
    <label className={styles.row} htmlFor={id}>
      <input
        className={styles.input}
        type={kind}
        id={id}
        name={name}
        checked={checked}
        tabIndex={tabIndex}
        onChange={() => onSelect(value)}
      />
      <span className={styles.text}>
        {/* The count around the label in the message's order; the label isolated so it cannot reorder it. */}
        <MessageWithValue
          message={(marker) => (count === undefined ? marker : m.facets.valueWithCount(marker, count, f))}
          value={labelWithDetail(label, detail)}
          lang={lang}
        />
      </span>
    </label>
  );
});
