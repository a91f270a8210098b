import { ActionIcon, Tooltip, type MantineBreakpoint } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface IconActionProps {
  /** The tooltip and the accessible name: an icon-only button must say what it does. */
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  visibleFrom?: MantineBreakpoint;
}

/** An icon-only toolbar button with its label as tooltip and accessible name. */
export function IconAction({ label, icon: IconShape, onClick, disabled, visibleFrom }: IconActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        visibleFrom={visibleFrom}
      >
        <IconShape size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
