import { FacetValueControl } from './FacetValueControl';

interface NoFilterRadioProps {
  /** The facet's id base: the radio joins the facet's radio group. */
  idBase: string;
  /** "All", "Any time". */
  label: string;
  checked: boolean;
  onSelect: () => void;
  /** A tree's radios form no native group (its arrow keys would choose); see TreeFacetView. */
  grouped?: boolean;
  tabIndex?: number;
}

/** The id of a facet's "all" radio. */
export const noFilterId = (idBase: string): string => `${idBase}-any`;

/** The list item with the radio that clears a single-valued facet: chosen when none of its values is. */
export function NoFilterRadio({
  idBase,
  label,
  checked,
  onSelect,
  grouped = true,
  tabIndex,
}: NoFilterRadioProps) {
  return (
    <li>
      <FacetValueControl
        kind="radio"
        id={noFilterId(idBase)}
        name={grouped ? idBase : undefined}
        label={label}
        checked={checked}
        value=""
        onSelect={onSelect}
        tabIndex={tabIndex}
      />
    </li>
  );
}
