export { RichText, type RichTextProps } from './RichText';
export { parseRichText, parseInline, type Block, type Inline } from './parse-rich-text';
