export { CalculatorPage } from './CalculatorPage';
