import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useI18n } from '../../i18n/useI18n';
import { LanguageSwitch } from './LanguageSwitch';
import { pageWidth } from '../../ui/pageWidth';

/** The page's banner: the app's name (the page's only h1) and the language switch. */
export function Header() {
  const { m } = useI18n();
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Box
        sx={{
          ...pageWidth,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          py: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {m.app.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m.app.tagline}
          </Typography>
        </Box>
        <LanguageSwitch />
      </Box>
    </Box>
  );
}
