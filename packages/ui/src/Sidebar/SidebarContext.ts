import { createContext, useContext } from 'react';

/** What the sidebar tells the parts placed in its slots. */
export interface SidebarContextValue {
  /** Expanded (250 px) or collapsed (60 px). */
  expanded: boolean;
}

export const SidebarContext = createContext<SidebarContextValue>({ expanded: true });

/** The state of the sidebar around a slot's content (expanded when outside a sidebar). */
export function useSidebarContext(): SidebarContextValue {
  return useContext(SidebarContext);
}
