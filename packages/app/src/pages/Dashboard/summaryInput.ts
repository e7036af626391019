/** What the dashboard asks dashboard.summary for; the server renders the page with the same (routes/pageData.ts). */
export const dashboardSummaryInput = { limit: 20 };
