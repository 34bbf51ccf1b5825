/**
 * Native text inputs styled from the theme. MUI's InputBase family (with its autosizing textarea, notched
 * outline and form-control context) costs about 5 KB gzipped in the first page for what a styled `<input>`
 * does; the borders here also reach the 3:1 contrast WCAG asks of a field's edge.
 */
import { styled } from '@mui/material/styles';

/** A visible field label, above its field. */
export const FieldLabel = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  ...theme.typography.body2,
}));

/** A bordered text field on its own (the facet value filters). */
export const TextInput = styled('input')(({ theme }) => ({
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  minHeight: 40,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

/** The border around a text field with buttons inside it (the search field); it turns primary while focus is inside. */
export const InputFrame = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  paddingRight: theme.spacing(0.5),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-within': { borderColor: theme.palette.primary.main },
}));

/** The text field inside an `InputFrame`. */
export const FrameInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  minHeight: 48,
  padding: theme.spacing(1, 1.75),
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  // The global focus ring, drawn inside the frame rather than across its edge.
  '&:focus-visible': { outlineOffset: '-3px' },
  // The field has its own clear button.
  '&::-webkit-search-cancel-button': { display: 'none' },
}));
