/** The damage register's descriptor (docs/damage.md): what the hubs take from it. */
import { defineArea } from '../area.js';
import { registerClaimRoute } from './claim.js';
import { configureDamageModel } from './modelSlot.js';
import { onRepairTaskDone } from './repository.js';
import { damageRouter } from './router.js';
import { damageTables } from './schema.js';
import { seedDamage } from './seed.js';

export const damageArea = defineArea({
  name: 'damage',
  router: damageRouter,
  tables: damageTables,
  onTaskDone: onRepairTaskDone,
  seedDemo: seedDamage,
  registerHttp: (app, deps) => {
    registerClaimRoute(app, deps);
    // The model slot's file (docs/damage.md); its worker starts when it is first asked.
    configureDamageModel(deps.config.damageModelPath);
  },
});
