import { useId } from 'react';

import { useI18n } from '../../i18n/useI18n';
import type { SearchField } from '../../search/state';
import { setFields } from '../../search/transitions';
import { PressedButtonGroup } from '../../ui/PressedButtonGroup';
import typography from '../../ui/styles/typography.module.css';
import { useSearchIntents, useSearchSelector } from '../../bindings/searchDriver';

export const SHOWN_ORDER: readonly SearchField[] = ['title', 'description', 'keyword'];

/** "Search in": which fields the query searches (the `fields` parameter). At least one stays selected. */
export function SearchFields() {
  const { m } = useI18n();
  const { update } = useSearchIntents();
  const hintId = useId();
  // Typing keeps the fields' identity: the toggles render when they change, not with each keystroke.
  const chosen = useSearchSelector((s) => s.view.fields);

  const toggle = (field: SearchField) => {
    const next = chosen.includes(field) ? chosen.filter((other) => other !== field) : [...chosen, field];
    if (next.length === 0) return;
    update((state) => setFields(state, next), 'now');
  };

  return (
    <>
      <span id={hintId} className={typography.visuallyHidden}>
        {m.search.fields.atLeastOne}
      </span>
      <PressedButtonGroup
        label={m.search.fields.legend}
        describedBy={hintId}
        choices={SHOWN_ORDER.map((field) => ({
          value: field,
          text: m.search.fields[field],
          pressed: chosen.includes(field),
        }))}
        onPress={toggle}
      />
    </>
  );
}
