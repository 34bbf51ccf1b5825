import Box from '@mui/material/Box';

import { useI18n } from '../../i18n/useI18n';
import { visuallyHidden } from '../../ui/visuallyHidden';

/**
 * A tab's count: the number on screen, "1 234 treff" for assistive technology. `null` shows nothing (a count
 * not known is not fetched); `'loading'` marks the active tab's count while it loads.
 */
export function TabCount({ total }: { total: number | 'loading' | null }) {
  const { m, f } = useI18n();
  if (total === null) return null;
  const badge = {
    ml: 1,
    px: 0.75,
    minWidth: 24,
    borderRadius: 8,
    bgcolor: 'action.selected',
    color: 'text.primary',
    fontSize: '0.8125rem',
    textAlign: 'center',
  } as const;
  if (total === 'loading') {
    return (
      <>
        <Box component="span" aria-hidden="true" sx={badge}>
          …
        </Box>
        <Box component="span" style={visuallyHidden}>
          {`, ${m.tabs.countLoading}`}
        </Box>
      </>
    );
  }
  return (
    <>
      <Box component="span" aria-hidden="true" sx={badge}>
        {f.number(total)}
      </Box>
      <Box component="span" style={visuallyHidden}>
        {`, ${m.tabs.count(total, f)}`}
      </Box>
    </>
  );
}
