/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/): the five languages and a window on
 * each side of the 1300 px sidebar breakpoint. Defined in the kit's TypeScript project, where
 * the stories that apply them can import them; see that file for which stories use which set.
 */
export {
  allModes,
  overlayModes,
  shellModes,
  sidebarBreakpoint,
  viewports,
  type Mode,
} from '../packages/ui/src/chromaticModes.fixtures';
