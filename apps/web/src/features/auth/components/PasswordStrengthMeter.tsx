import { Progress, Text } from '@mantine/core';
import { passwordStrength, type PasswordStrength } from '../lib/password-strength';

const LOOK: Record<PasswordStrength, { value: number; color: string; label: string }> = {
  weak: { value: 33, color: 'red', label: 'Weak' },
  medium: { value: 66, color: 'yellow', label: 'Medium' },
  strong: { value: 100, color: 'teal', label: 'Strong' },
};

/** Advice only: shows weak / medium / strong and never blocks submission. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const look = LOOK[strength];
  return (
    <div data-testid="password-strength" data-strength={strength} style={{ marginTop: 8 }}>
      <Progress value={look.value} color={look.color} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        Password strength:{' '}
        <Text span fw={600} c={`${look.color}.8`} size="xs">
          {look.label}
        </Text>
        {strength !== 'strong' && ' · 12+ characters with letters, numbers and a symbol is strongest'}
      </Text>
    </div>
  );
}
