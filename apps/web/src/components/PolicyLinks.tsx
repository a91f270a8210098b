import { Anchor, Group, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';

interface PolicyLinksProps {
  label: string;
  gap: MantineSpacing;
  dimmed?: boolean;
}

/** The Terms of Service / Privacy Policy link pair shown in page footers and headers. */
export function PolicyLinks({ label, gap, dimmed = false }: PolicyLinksProps) {
  const color = dimmed ? 'dimmed' : undefined;
  return (
    <Group gap={gap} component="nav" aria-label={label}>
      <Anchor component={Link} to="/terms" size="sm" c={color}>
        Terms of Service
      </Anchor>
      <Anchor component={Link} to="/privacy-policy" size="sm" c={color}>
        Privacy Policy
      </Anchor>
    </Group>
  );
}
