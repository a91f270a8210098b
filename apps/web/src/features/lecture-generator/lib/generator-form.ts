import { DEFAULT_AUTHOR, DEFAULT_FORMATTING_REQUIREMENT, type GenerationRequest } from '@eps/contracts';

/** What the generator form holds (spec section 3 "Generation request options", by the form's names). */
export interface GeneratorFormValues {
  material: string;
  requirement: string;
  author: string;
  includeImages: boolean;
  includeExamples: boolean;
  compactLayout: boolean;
  isHigh: boolean;
}

export const INITIAL_FORM: GeneratorFormValues = {
  material: '',
  requirement: DEFAULT_FORMATTING_REQUIREMENT,
  author: DEFAULT_AUTHOR,
  includeImages: false,
  includeExamples: false,
  compactLayout: false,
  isHigh: false,
};

export function generationRequest(values: GeneratorFormValues): GenerationRequest {
  return {
    userMaterial: values.material,
    userRequirement: values.requirement,
    customAuthor: values.author.trim() || DEFAULT_AUTHOR,
    includeImages: values.includeImages,
    includeExamples: values.includeExamples,
    compactLayout: values.compactLayout,
    isHigh: values.isHigh,
  };
}
