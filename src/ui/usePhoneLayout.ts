import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Below this the page is a phone's (360–430 px, up to small tablets in portrait). */
export const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * Whether the compact phone controls are shown. Read synchronously on the first render (the app renders in the
 * browser only), so the page never lays out the desktop controls first and then shifts.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(phoneQuery, { noSsr: true });
}

/** Devices whose main pointer is a finger: keyboard hints mean nothing there. */
export const TOUCH_ONLY = '@media (hover: none) and (pointer: coarse)';
