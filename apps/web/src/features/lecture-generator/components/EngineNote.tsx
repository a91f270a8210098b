import { Badge, Tooltip } from '@mantine/core';

/** How the page names the offline engine wherever it wrote something (DESIGN "AI provider layer"). */
export const OFFLINE_ENGINE_NOTE = 'the offline engine (rules, no AI model)';

/** Says that a document was structured by the offline engine, so it never passes for a model's work. */
export function OfflineEngineBadge() {
  return (
    <Tooltip
      label="No AI model is configured on this server, so the material was structured by rules."
      multiline
      w={260}
    >
      <Badge variant="light" color="gray" radius="sm" tt="none">
        Structured by {OFFLINE_ENGINE_NOTE}
      </Badge>
    </Tooltip>
  );
}
