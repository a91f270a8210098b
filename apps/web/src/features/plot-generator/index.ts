export { PlotGeneratorPage } from './PlotGeneratorPage';
