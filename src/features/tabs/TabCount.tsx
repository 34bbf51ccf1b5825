import Box from '@mui/material/Box';

import { useI18n } from '../../i18n/useI18n';
import { visuallyHidden } from '../../ui/visuallyHidden';

/**
 * A tab's count: the number on screen, "1 234 treff" for assistive technology. `null` shows nothing (a count
 * not known is not fetched); `'loading'` marks the active tab's count while it loads. `reserve` keeps room for a
 * count of up to six characters ("20 000"), so the tabs after it do not move when the number arrives.
 */
export function TabCount({
  total,
  reserve = false,
}: {
  total: number | 'loading' | null;
  reserve?: boolean;
}) {
  const { m, f } = useI18n();
  if (total === null) return null;
  const badge = {
    ml: 1,
    px: 0.75,
    minWidth: reserve ? 'calc(6ch + 12px)' : 24,
    boxSizing: 'border-box',
    fontVariantNumeric: 'tabular-nums',
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
