import type { ReactNode } from 'react';
import { lazyPart, useLazyPart } from '../lazyPart';
import { LayoutColumn, LayoutRoot, Main } from './AppLayout.styles';

/**
 * The default header's code, loaded when the browser is idle after the layout mounted: it is
 * hidden in the product, so it is not part of the first download (README.md, "What is not shown
 * loads on first use"). Until then, on the server too, the layout has no header.
 */
const searchHeader = lazyPart(() => import('../SearchHeader'));

function DefaultSearchHeader({ shown }: { shown: boolean }) {
  const part = useLazyPart(searchHeader);
  return part ? <part.SearchHeader hidden={!shown} /> : null;
}

export interface AppLayoutProps {
  /** The sidebar (a `Sidebar`), or nothing for a page without one; it sits beside the main region. */
  sidebar?: ReactNode;
  /**
   * What sits above the page content. By default the product's search header, present
   * but hidden in the Vognpark app (it joins the page once the browser is idle); pass `null` for
   * none or your own header (a product that shows a search header passes `<SearchHeader />`, so
   * that it is there with the page).
   */
  header?: ReactNode;
  /** Shows the default search header, which is hidden in the product (for Storybook). */
  showSearchHeader?: boolean;
  /** The id of the main region, the skip link's target. Default `main-content`. */
  mainId?: string;
  /** The page. */
  children?: ReactNode;
}

/**
 * The default page layout: the sidebar (when given) beside a column with the header slot
 * and the `<main>` region. The sidebar is sticky in the same flex row, so the content is
 * offset by exactly its width, 250 px or 60 px, and follows its transition. `<main>`
 * takes focus from the sidebar's skip link (`tabIndex={-1}`).
 */
export function AppLayout({
  sidebar,
  header,
  showSearchHeader = false,
  mainId = 'main-content',
  children,
}: AppLayoutProps) {
  return (
    <LayoutRoot data-testid="app-layout" data-with-sidebar={sidebar ? '' : undefined}>
      {sidebar}
      <LayoutColumn>
        {header === undefined ? <DefaultSearchHeader shown={showSearchHeader} /> : header}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </LayoutColumn>
    </LayoutRoot>
  );
}
