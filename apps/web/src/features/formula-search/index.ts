export { FormulaSearchPage } from './FormulaSearchPage';
