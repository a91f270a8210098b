import { Alert, Paper, Text, TextInput, Title, type TextInputProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Shared pieces of the auth pages' forms. */

/** The card an auth page's form sits in: the page title and, when given, a dimmed lead line. */
export function AuthCard({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} className={className}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead && <AuthLead>{lead}</AuthLead>}
      {children}
    </Paper>
  );
}

/** The dimmed line under an auth card's title. */
export function AuthLead({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" mt={4} mb="lg">
      {children}
    </Text>
  );
}

/** A failure shown above or instead of an auth form (announced as an alert). */
export function ErrorAlert({ color = 'red', children }: { color?: 'red' | 'orange'; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

/** The email field of the auth forms. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />
  );
}
