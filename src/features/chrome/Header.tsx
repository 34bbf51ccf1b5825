import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useI18n } from '../../i18n/useI18n';
import { LanguageSwitch } from './LanguageSwitch';
import { pageWidth } from '../../ui/pageWidth';

/**
 * The page's banner: the app's name (the page's only h1) and the language switch. On a phone it is compact (a
 * smaller name, no tagline), so the results start on the first screen.
 */
export function Header() {
  const { m } = useI18n();
  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          ...pageWidth,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: { xs: 0, sm: 1 },
          py: { xs: 1, sm: 2 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1.375rem', sm: '2.125rem' },
              lineHeight: { xs: 1.3, sm: 1.235 },
            }}
          >
            {m.app.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
            {m.app.tagline}
          </Typography>
        </Box>
        <LanguageSwitch />
      </Box>
    </Box>
  );
}
