import { FacetValueControl } from './FacetValueControl';

interface NoFilterRadioProps {
  /** The facet's id base: the radio joins the facet's radio group. */
  idBase: string;
  /** "All", "Any time". */
  label: string;
  checked: boolean;
  onSelect: () => void;
}

/** The list item with the radio that clears a single-valued facet: chosen when none of its values is. */
export function NoFilterRadio({ idBase, label, checked, onSelect }: NoFilterRadioProps) {
  return (
    <li>
      <FacetValueControl
        kind="radio"
        id={`${idBase}-any`}
        name={idBase}
        label={label}
        checked={checked}
        value=""
        onSelect={onSelect}
      />
    </li>
  );
}
