import type { UpcomingItem } from '@vognpark/server';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import type { DashboardFigures } from '../area';
import { areas } from '../index';

/** The areas that show figures on the dashboard (their `dashboardFigures`), in their order. */
export const figureAreas: readonly { name: string; figures: DashboardFigures }[] = areas
  .flatMap((area) => (area.dashboardFigures ? [{ name: area.name, figures: area.dashboardFigures }] : []))
  .sort((a, b) => a.figures.order - b.figures.order);

export const figuresOf = (area: string) => figureAreas.find((entry) => entry.name === area)?.figures;

/** What an item of the next 30 days is, in words: its area's sentence ("Task: Replace wipers"), else its title. */
export function upcomingText(item: UpcomingItem, t: FormatAppMessage, locale: string): string {
  return figuresOf(item.area)?.upcoming?.text(item, t, locale) ?? item.title;
}

/** Where an item of the next 30 days opens (its area says: its vehicle's tab, or its list). */
export function upcomingHref(item: UpcomingItem): string {
  return figuresOf(item.area)?.upcoming?.href(item) ?? '/manager/dashboard';
}

/** Place of an area's series among the charts' (the areas' order; unknown areas last). */
export function areaOrder(area: string): number {
  return figuresOf(area)?.order ?? Number.MAX_SAFE_INTEGER;
}
