import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// a module of its own, loaded on demand by DifficultyChart: importing only the parts a bar chart needs keeps
// chart.js tree-shaken (a dynamic `import('chart.js')` would keep every chart type)
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** chart.js with what a bar chart needs registered. */
export { Chart };
