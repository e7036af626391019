/**
 * Chart.js with only the pieces the kit's charts draw (bars and lines on a category axis), loaded
 * on first use (Chart.tsx): the library never reaches a page that shows no chart.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

let registered = false;

/**
 * Chart.js with the kit's pieces registered. A function, not a top-level `Chart.register(...)`:
 * the kit declares `"sideEffects": false`, and a bundler may then drop a module's top-level call
 * (Vite's production build did, and every chart failed with '"category" is not a registered scale').
 */
export function registeredChart(): typeof Chart {
  if (!registered) {
    Chart.register(
      BarController,
      BarElement,
      CategoryScale,
      Legend,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    );
    registered = true;
  }
  return Chart;
}
