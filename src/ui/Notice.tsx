import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { AriaRole, ReactNode } from 'react';

import { AppIconButton } from './buttons';

export type NoticeSeverity = 'info' | 'warning' | 'error';

export interface NoticeProps {
  severity: NoticeSeverity;
  /** `status` for news, `alert` for a failure; the caller decides how loudly it is announced. */
  role: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
  'aria-atomic'?: boolean | 'true' | 'false';
  /** A button beside the text (retry). */
  action?: ReactNode;
  /** Shows a close button named `closeText`. */
  onClose?: () => void;
  closeText?: string;
  /** Spacing around the box (one style object or function, not a list). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
  children?: ReactNode;
}

/**
 * A message box in the style of MUI's Alert (tinted background, icon, optional action and close button) without
 * its machinery. The text keeps the body colour, so contrast does not depend on the tint; the icon and the
 * coloured edge are extra cues, never the only one.
 */
export function Notice({ severity, action, onClose, closeText, sx, children, ...aria }: NoticeProps) {
  const Icon = severity === 'info' ? InfoOutlinedIcon : ReportProblemOutlinedIcon;
  return (
    <Box
      {...aria}
      sx={[
        (theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 0.75,
          borderRadius: 1,
          borderLeft: `4px solid ${theme.palette[severity].main}`,
          bgcolor: alpha(theme.palette[severity].main, 0.08),
          color: 'text.primary',
          typography: 'body2',
        }),
        sx ?? false,
      ]}
    >
      <Icon aria-hidden="true" sx={{ color: `${severity}.main`, fontSize: 22, mt: '7px', flex: 'none' }} />
      <Box sx={{ flex: 1, minWidth: 0, py: 1 }}>{children}</Box>
      {action ? <Box sx={{ flex: 'none', py: 0.5 }}>{action}</Box> : null}
      {onClose && closeText ? (
        <AppIconButton size="small" aria-label={closeText} title={closeText} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </AppIconButton>
      ) : null}
    </Box>
  );
}
