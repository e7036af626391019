/** What the dashboard asks dashboard.summary for; the server renders the page with the same (routes/pageData.ts). */
export const dashboardSummaryInput = { limit: 20 };

/** The most the dashboard's "Show all" asks for (the server's UPCOMING_LIMIT_MAX). */
export const UPCOMING_ALL = 100;
