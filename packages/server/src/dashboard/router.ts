import { ForbiddenError } from '../errors.js';
import { z } from 'zod';
import { authedProcedure, managerProcedure, router } from '../trpc/trpc.js';
import { workActor } from '../work/access.js';
import { dashboardCharts } from './charts.js';
import type { DashboardCharts, DashboardSummary, DriverVehicle } from './model.js';
import { dashboardSummary, driverVehicles, UPCOMING_LIMIT_MAX } from './summary.js';

/** The manager's dashboard and the driver's home (docs/fleet-work.md). */
export const dashboardRouter = router({
  /**
   * Tile counts (the badges' own numbers) and what is due in the next 30 days, soonest first: from
   * memory while no write changed them (BadgeCache.summaries), as the badges are.
   */
  summary: managerProcedure
    .input(
      z
        .strictObject({ limit: z.number().int().min(1).max(UPCOMING_LIMIT_MAX).default(20) })
        .default({ limit: 20 }),
    )
    .query(async ({ ctx, input }): Promise<DashboardSummary> => {
      const { clientId } = workActor(ctx.user);
      const summaries = ctx.badges?.summaries;
      if (!summaries) return dashboardSummary(ctx.db, clientId, input.limit);
      const summary = await summaries.get(clientId);
      return { ...summary, upcoming: summary.upcoming.slice(0, input.limit) };
    }),

  /** What falls due per week for 12 weeks by area, and what each area opened against closed (managers). */
  charts: managerProcedure.query(({ ctx }): Promise<DashboardCharts> =>
    dashboardCharts(ctx.db, workActor(ctx.user).clientId),
  ),

  /** The driver's vehicles (not sold), each with what is due (drivers only). */
  myVehicles: authedProcedure.query(({ ctx }): Promise<DriverVehicle[]> => {
    if (ctx.user.role !== 'user') throw new ForbiddenError('Drivers only');
    return driverVehicles(ctx.db, { id: ctx.user.id, clientId: workActor(ctx.user).clientId });
  }),
});
