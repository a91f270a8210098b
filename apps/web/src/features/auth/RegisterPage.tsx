import {
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconSchool,
  IconCheck,
  IconUser,
} from '@tabler/icons-react';
import { PASSWORD_RULE_TEXT } from '@eps/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, hasServerResponse } from '@/lib/api';
import { useRegisterMutation } from '@/lib/session';
import { AuthCard, EmailInput } from './components/auth-chrome';
import { AuthLayout } from './components/AuthLayout';
import classes from './auth.module.css';
import { PasswordStrengthMeter } from './components/PasswordStrengthMeter';
import {
  checkRegistration,
  REGISTER_MESSAGES,
  type FieldErrors,
  type RegisterRole,
} from './lib/register-validation';
import { TermsCheckboxLabel } from './components/TermsCheckboxLabel';

type Popup = { title: 'Error!' | 'Notice' | 'Success!'; message: string };

/** After 'Success!' the page moves on to /login by itself after this long (or at once on OK). */
const SUCCESS_REDIRECT_MS = 2500;

const POPUP_ICON = {
  'Error!': { color: 'red', icon: IconCircleX, label: 'Error' },
  Notice: { color: 'yellow', icon: IconAlertTriangle, label: 'Warning' },
  'Success!': { color: 'teal', icon: IconCircleCheck, label: 'Success' },
} as const;

/** Required, but marked by the module's own label style instead of Mantine's asterisk. */
const requiredField = {
  required: true,
  withAsterisk: false,
  classNames: { label: classes.requiredLabel },
} as const;

/** A password field whose focusable show/hide toggle names what it will do. */
function RevealablePasswordInput(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide characters' : 'Show characters' }}
    />
  );
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();

  const [role, setRole] = useState<RegisterRole>('student');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // the last popup stays in state while the modal fades out, so its content does not collapse
  const [popup, setPopupState] = useState<Popup | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const setPopup = (next: Popup) => {
    setPopupState(next);
    setPopupOpen(true);
  };

  const succeeded = popupOpen && popup?.title === 'Success!';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/login'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  function closePopup() {
    if (succeeded) navigate('/login');
    else setPopupOpen(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkRegistration({ role, email, password, confirmPassword, fullName, accessCode, agreed });
    if (!check.ok) {
      if (check.kind === 'fields') setErrors(check.errors);
      else {
        setErrors({});
        setPopup({ title: check.title, message: check.message });
      }
      return;
    }
    setErrors({});
    const address = email.trim();
    const result = await register({
      username: address,
      email: address,
      password,
      role,
      accessCode: role === 'teacher' ? accessCode.trim() : '',
      fullName: fullName.trim(),
    });
    if (result.data) {
      setPopup({ title: 'Success!', message: result.data.message || REGISTER_MESSAGES.success });
      return;
    }
    const message = hasServerResponse(result.error)
      ? apiErrorMessage(result.error, REGISTER_MESSAGES.noResponse)
      : REGISTER_MESSAGES.noResponse;
    setPopup({ title: 'Error!', message });
  }

  const look = popup ? POPUP_ICON[popup.title] : null;

  return (
    <AuthLayout size="lg">
      <div className={classes.split}>
        <AuthCard title="Create your account" lead="Free for students and teachers." className={classes.card}>
          <Tabs value={role} onChange={(v) => setRole(v === 'teacher' ? 'teacher' : 'student')} mb="lg">
            <Tabs.List grow>
              <Tabs.Tab value="student" leftSection={<IconUser size={16} aria-hidden />}>
                I am a student
              </Tabs.Tab>
              <Tabs.Tab value="teacher" leftSection={<IconSchool size={16} aria-hidden />}>
                I am a teacher
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>

          <form onSubmit={onSubmit} noValidate aria-label="Create account">
            <Stack gap="md">
              <EmailInput
                {...requiredField}
                value={email}
                error={errors.email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <div>
                <RevealablePasswordInput
                  label="Password"
                  {...requiredField}
                  autoComplete="new-password"
                  placeholder={PASSWORD_RULE_TEXT}
                  description={PASSWORD_RULE_TEXT}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={password}
                  error={errors.password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordStrengthMeter password={password} />
              </div>
              <RevealablePasswordInput
                label="Confirm Password"
                {...requiredField}
                autoComplete="new-password"
                placeholder="Type the password again"
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.currentTarget.value)}
              />
              <TextInput
                label="Full Name"
                {...requiredField}
                autoComplete="name"
                placeholder="Your name as your teachers know it"
                value={fullName}
                error={errors.fullName}
                onChange={(e) => setFullName(e.currentTarget.value)}
              />
              {role === 'teacher' && (
                <TextInput
                  label="Access Code"
                  {...requiredField}
                  autoComplete="off"
                  placeholder="The code your school gave you"
                  description="Teacher accounts need an access code from your school or the site admin."
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={accessCode}
                  onChange={(e) => setAccessCode(e.currentTarget.value)}
                />
              )}
              <Checkbox
                checked={agreed}
                label={<TermsCheckboxLabel />}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
              />
              <Button type="submit" size="md" fullWidth loading={isLoading}>
                Create Account
              </Button>
            </Stack>
          </form>

          <Text size="sm" ta="center" mt="md">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </AuthCard>

        <Paper visibleFrom="md" radius="lg" p="xl" className={classes.carousel}>
          <Stack gap="lg" justify="center" style={{ flex: 1 }}>
            <Title order={2} c="white">
              {role === 'teacher' ? 'Teach with less busywork' : 'Study smarter for your exams'}
            </Title>
            <List
              spacing="md"
              c="indigo.0"
              icon={
                <ThemeIcon color="white" c="indigo.7" radius="xl" size={22}>
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {(role === 'teacher'
                ? [
                    'Turn lecture material into notes and slides as PDFs',
                    'Write student feedback in minutes',
                    'Share past papers and questions with your classes',
                    'Runs on your school\u2019s own server, even offline',
                  ]
                : [
                    'AI chatbox with worked answers and the maths shown',
                    'Past papers for A-level, AP and IB',
                    'Exam grader that marks against the mark scheme',
                    'Quizzes made from your own notes',
                  ]
              ).map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="md">
            <Group gap="xl">
              {[
                ['50K+', 'students'],
                ['1K+', 'past papers'],
                ['100+', 'countries'],
              ].map(([value, label]) => (
                <div key={label}>
                  <Text fw={800} fz={24} c="white" lh={1.2}>
                    {value}
                  </Text>
                  <Text size="sm" c="indigo.1">
                    {label}
                  </Text>
                </div>
              ))}
            </Group>
            <Text size="sm" c="indigo.1">
              Already studying as a guest? Create an account to keep your work.
            </Text>
          </Stack>
        </Paper>
      </div>

      <Modal opened={popupOpen} onClose={closePopup} title={popup?.title} centered size="sm">
        {popup && look && (
          <Stack gap="lg">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon
                color={look.color}
                variant="light"
                size={40}
                radius="xl"
                role="img"
                aria-label={look.label}
              >
                <look.icon size={24} aria-hidden />
              </ThemeIcon>
              <Text mt={8}>{popup.message}</Text>
            </Group>
            <Group justify="flex-end">
              <Button
                onClick={closePopup}
                color={look.color === 'yellow' ? 'orange' : look.color}
                data-autofocus
              >
                {succeeded ? 'Go to login' : 'OK'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AuthLayout>
  );
}
