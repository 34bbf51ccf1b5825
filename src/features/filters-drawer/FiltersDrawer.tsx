import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, type RefObject } from 'react';

import { AppButton, AppIconButton } from '../../ui/buttons';
import { useI18n } from '../../i18n/useI18n';
import { FacetPanel } from '../facets';
import { useSearchDriver } from '../../bindings/searchDriver';
import { useSearchResults } from '../../bindings/useSearchResults';
import { MuiThemeScope } from '../../ui/MuiThemeScope';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Focus goes back here when the drawer has closed (MUI restores it too; this covers a trigger that was not focused). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The facets in a modal drawer for small screens: a heading, a named close button, the facet panel, and a sticky
 * "Show N results" button that applies pending clicks and closes. Esc closes; MUI traps focus while open.
 */
export default function FiltersDrawer({ open, onClose, returnFocusTo }: FiltersDrawerProps) {
  const { m, f } = useI18n();
  const driver = useSearchDriver();
  const { data } = useSearchResults(driver.committed);
  const titleId = `filters-drawer-title-${useId()}`;

  return (
    <MuiThemeScope>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: '100%', maxWidth: 440, height: '100%', display: 'flex', flexDirection: 'column' },
          },
          transition: {
            onExited: () => {
              const focused = document.activeElement;
              if (focused === null || focused === document.body) returnFocusTo.current?.focus();
            },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} component="h2" variant="h6">
            {m.drawer.title}
          </Typography>
          <AppIconButton aria-label={m.drawer.close} onClick={onClose}>
            <CloseIcon />
          </AppIconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: 2, pt: 2, minWidth: 0 }}>
          <FacetPanel hideHeading />
        </Box>
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            p: 2,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <AppButton
            variant="contained"
            fullWidth
            onClick={() => {
              driver.flush();
              onClose();
            }}
          >
            {data ? m.drawer.showResults(data.page.totalElements, f) : m.drawer.close}
          </AppButton>
        </Box>
      </Drawer>
    </MuiThemeScope>
  );
}
