import { complianceAttentionStates, inspectionAttentionStates } from '../compliance/domain';
import { taskAttentionStates } from './domain';

/**
 * Where each dashboard tile leads: its list with the filter that shows exactly the tile's (and
 * the badge's) number. Compliance and inspections read the same `due` parameter with the
 * server's state names (docs/fleet-work.md). Written out rather than through `tasksHref`, so the
 * dashboard does not download the tasks page's address parsing (urlState.test.ts checks they agree).
 */
export const dashboardLinks = {
  overdueTasks: `/manager/tasks?due=${taskAttentionStates.join(',')}`,
  inspectionsDue: `/manager/inspections?due=${inspectionAttentionStates.join(',')}`,
  complianceAttention: `/manager/compliance?due=${complianceAttentionStates.join(',')}`,
  vehicles: (status: 'active' | 'in_workshop' | 'out_of_service') => `/manager/vehicles?status=${status}`,
} as const;

/** A vehicle's page at one of its tabs. */
export function vehicleTabHref(vehicleId: string, tab?: 'compliance' | 'inspections' | 'tasks'): string {
  return tab ? `/manager/vehicles/${vehicleId}?tab=${tab}` : `/manager/vehicles/${vehicleId}`;
}
