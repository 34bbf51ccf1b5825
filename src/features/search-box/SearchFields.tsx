import { useId, useState } from 'react';

import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';
import { useI18n } from '../../i18n/useI18n';
import type { Messages } from '../../i18n/messages/types';
import {
  fieldsChoice,
  fieldsOf,
  PLAIN_CHOICES,
  SHOWN_FIELDS,
  shownFields,
  toggleField,
  type FieldsChoice,
} from '../../search/fieldsChoice';
import type { SearchField } from '../../search/state';
import { setFields } from '../../search/transitions';
import styles from './SearchFields.module.css';

/** What a choice reads as: "All fields", "Title", "Custom (Title, Keywords)". */
export function choiceText(m: Messages, choice: FieldsChoice, fields: readonly SearchField[]): string {
  const names = m.search.fields;
  if (choice === 'all') return names.all;
  if (choice === 'custom')
    return names.custom(
      shownFields(fields)
        .map((field) => names[field])
        .join(', '),
    );
  return names[choice];
}

export interface FieldsChoiceState {
  readonly fields: readonly SearchField[];
  readonly choice: FieldsChoice;
  /** Remembers the custom editor's last result (`null` once a plain choice is made). */
  readonly setEdited: (fields: readonly SearchField[] | null) => void;
}

/**
 * The choice shown, and the custom editor's last result (kept while the search still holds it). Held by the search
 * box, so the phone's summary button and its panel say the same.
 */
export function useFieldsChoice(): FieldsChoiceState {
  // Typing keeps the fields' identity: the choice renders when it changes, not with each keystroke.
  const fields = useSearchSelector((snapshot) => snapshot.view.fields);
  const [edited, setEdited] = useState<readonly SearchField[] | null>(null);
  return { fields, choice: fieldsChoice(fields, edited), setEdited };
}

/**
 * "Search in": one choice of all fields or one field (the `fields` parameter), as radios. A combination (from a
 * URL) shows as a custom choice with a checkbox per field, so it can still be changed. A choice commits after the
 * facet pause, so arrowing through the radios sends one search.
 */
export function SearchFields({ state }: { state: FieldsChoiceState }) {
  const { m } = useI18n();
  const { update } = useSearchIntents();
  const { fields, choice, setEdited } = state;
  const name = useId();
  const hintId = useId();
  const names = m.search.fields;
  const choices: readonly FieldsChoice[] = choice === 'custom' ? [...PLAIN_CHOICES, 'custom'] : PLAIN_CHOICES;

  const choose = (next: FieldsChoice) => {
    if (next === 'custom') return;
    setEdited(null);
    update((state) => setFields(state, fieldsOf(next, state.fields)), 'facet');
  };
  const toggle = (field: SearchField) => {
    const next = toggleField(fields, field);
    setEdited(next);
    update((state) => setFields(state, next), 'facet');
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{names.legend}</legend>
      <div className={styles.choices}>
        {choices.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={value}
              checked={value === choice}
              onChange={() => choose(value)}
            />
            {choiceText(m, value, fields)}
          </label>
        ))}
      </div>
      {choice === 'custom' ? (
        <fieldset className={styles.custom} aria-describedby={hintId}>
          <legend className={styles.customLegend}>{names.customFields}</legend>
          <span id={hintId} className={styles.hint}>
            {names.atLeastOne}
          </span>
          <div className={styles.choices}>
            {SHOWN_FIELDS.map((field) => (
              <label key={field} className={styles.choice}>
                <input
                  type="checkbox"
                  className={styles.input}
                  checked={fields.includes(field)}
                  onChange={() => toggle(field)}
                />
                {names[field]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </fieldset>
  );
}
