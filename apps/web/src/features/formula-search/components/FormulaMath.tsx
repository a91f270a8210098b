import { RichText } from '@/components/rich-text';

/** A formula typeset by KaTeX, as a display block or inside a line (a symbol in the table). */
export function FormulaMath({ latex, inline = false }: { latex: string; inline?: boolean }) {
  return inline ? <RichText inline>{`\\(${latex}\\)`}</RichText> : <RichText>{`\\[${latex}\\]`}</RichText>;
}
