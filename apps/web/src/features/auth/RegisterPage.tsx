import { Anchor, Tabs, Text } from '@mantine/core';
import { IconSchool, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './auth.module.css';
import { AuthCard } from './components/auth-chrome';
import { AuthLayout } from './components/AuthLayout';
import { RegisterFields } from './components/RegisterFields';
import { RegisterPitch } from './components/RegisterPitch';
import { RegisterPopup } from './components/RegisterPopup';
import { useRegisterForm } from './hooks/use-register-form';

/** Spec section 8 "Register": a student or teacher account, checked here first, then by the server. */
export function RegisterPage() {
  const form = useRegisterForm();
  const { role } = form.values;
  return (
    <AuthLayout size="lg">
      <div className={classes.split}>
        <AuthCard title="Create your account" lead="Free for students and teachers." className={classes.card}>
          <Tabs
            value={role}
            onChange={(v) => form.setField('role', v === 'teacher' ? 'teacher' : 'student')}
            mb="lg"
          >
            <Tabs.List grow>
              <Tabs.Tab value="student" leftSection={<IconUser size={16} aria-hidden />}>
                I am a student
              </Tabs.Tab>
              <Tabs.Tab value="teacher" leftSection={<IconSchool size={16} aria-hidden />}>
                I am a teacher
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>

          <RegisterFields form={form} />

          <Text size="sm" ta="center" mt="md">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </AuthCard>

        <RegisterPitch role={role} />
      </div>

      <RegisterPopup form={form} />
    </AuthLayout>
  );
}
