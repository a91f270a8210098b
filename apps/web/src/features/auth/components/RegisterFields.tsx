import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { PASSWORD_RULE_TEXT } from '@eps/contracts';
import classes from '../auth.module.css';
import type { RegisterForm } from '../hooks/use-register-form';
import { EmailInput } from './auth-chrome';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { RevealablePasswordInput } from './RevealablePasswordInput';
import { TermsCheckboxLabel } from './TermsCheckboxLabel';

/** Required, but marked by the module's own label style instead of Mantine's asterisk. */
const requiredField = {
  required: true,
  withAsterisk: false,
  classNames: { label: classes.requiredLabel },
} as const;

/** The register form itself: the fields of the chosen role, the terms checkbox and the submit button. */
export function RegisterFields({
  form: { values, setField, errors, isLoading, onSubmit },
}: {
  form: Pick<RegisterForm, 'values' | 'setField' | 'errors' | 'isLoading' | 'onSubmit'>;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create account">
      <Stack gap="md">
        <EmailInput
          {...requiredField}
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.currentTarget.value)}
        />
        <div>
          <RevealablePasswordInput
            label="Password"
            {...requiredField}
            autoComplete="new-password"
            placeholder={PASSWORD_RULE_TEXT}
            description={PASSWORD_RULE_TEXT}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.password}
            error={errors.password}
            onChange={(e) => setField('password', e.currentTarget.value)}
          />
          <PasswordStrengthMeter password={values.password} />
        </div>
        <RevealablePasswordInput
          label="Confirm Password"
          {...requiredField}
          autoComplete="new-password"
          placeholder="Type the password again"
          value={values.confirmPassword}
          onChange={(e) => setField('confirmPassword', e.currentTarget.value)}
        />
        <TextInput
          label="Full Name"
          {...requiredField}
          autoComplete="name"
          placeholder="Your name as your teachers know it"
          value={values.fullName}
          error={errors.fullName}
          onChange={(e) => setField('fullName', e.currentTarget.value)}
        />
        {values.role === 'teacher' && (
          <TextInput
            label="Access Code"
            {...requiredField}
            autoComplete="off"
            placeholder="The code your school gave you"
            description="Teacher accounts need an access code from your school or the site admin."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.accessCode}
            onChange={(e) => setField('accessCode', e.currentTarget.value)}
          />
        )}
        <Checkbox
          checked={values.agreed}
          label={<TermsCheckboxLabel />}
          onChange={(e) => setField('agreed', e.currentTarget.checked)}
        />
        <Button type="submit" size="md" fullWidth loading={isLoading}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
