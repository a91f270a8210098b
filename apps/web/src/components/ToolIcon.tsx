import {
  IconAffiliate,
  IconApps,
  IconCalculator,
  IconChartLine,
  IconChecklist,
  IconClipboardCheck,
  IconCompass,
  IconFilePencil,
  IconFileText,
  IconFolder,
  IconListSearch,
  IconMathFunction,
  IconMessage,
  IconMessageChatbot,
  IconNotes,
  IconPhotoScan,
  IconPresentation,
  IconSearch,
  IconWriting,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';

/** Tabler icons by the names used in src/config/tools.ts. */
const ICONS: Record<string, Icon> = {
  compass: IconCompass,
  'chart-line': IconChartLine,
  notes: IconNotes,
  presentation: IconPresentation,
  folder: IconFolder,
  calculator: IconCalculator,
  'photo-scan': IconPhotoScan,
  'math-function': IconMathFunction,
  affiliate: IconAffiliate,
  search: IconSearch,
  'list-search': IconListSearch,
  'file-pencil': IconFilePencil,
  'message-chatbot': IconMessageChatbot,
  'file-text': IconFileText,
  'clipboard-check': IconClipboardCheck,
  checklist: IconChecklist,
  message: IconMessage,
  writing: IconWriting,
};

/** The icon of a tool catalogue entry by name; a generic grid icon for unknown names. */
export function ToolIcon({ name, ...props }: { name: string } & IconProps) {
  const Component = ICONS[name] ?? IconApps;
  return <Component aria-hidden {...props} />;
}
