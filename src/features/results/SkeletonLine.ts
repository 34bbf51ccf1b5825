import { alpha, keyframes, styled } from '@mui/material/styles';

import { forwardExcept } from '../../ui/forwardProps';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A grey bar where text will be, pulsing while the first results load (the global reduced-motion rule stops
 * the pulse). MUI's Skeleton does the same with more options than the one placeholder here needs.
 */
export const SkeletonLine = styled(
  'span',
  forwardExcept('width', 'lineHeight'),
)<{ width: string; lineHeight?: number }>(({ theme, width, lineHeight = 24 }) => ({
  display: 'block',
  width,
  height: lineHeight * 0.6,
  margin: `${lineHeight * 0.2}px 0`,
  borderRadius: 4,
  backgroundColor: alpha(theme.palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
}));
