export { compileApi, useCompileLatexMutation, useRunPlotMutation } from './compile-api';
export type { CompileLatexArgs, RunPlotArgs } from './compile-api';
export { COMPILE_FALLBACK_ERROR, describeCompileFailure, type CompileFailure } from './compile-failure';
export {
  describePlotFailure,
  failedLine,
  INVALID_IMAGE_DATA,
  INVALID_PYTHON_CODE,
  NO_IMAGE_DATA,
  plotFailedMessage,
  readPlotImage,
  type PlotImageResult,
} from './plot-result';
