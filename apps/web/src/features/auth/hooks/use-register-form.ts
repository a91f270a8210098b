import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage, hasServerResponse } from '@/lib/api';
import { useRegisterMutation } from '@/lib/session';
import {
  checkRegistration,
  REGISTER_MESSAGES,
  type FieldErrors,
  type RegisterFormValues,
} from '../lib/register-validation';

export type RegisterPopupContent = { title: 'Error!' | 'Notice' | 'Success!'; message: string };

/** After 'Success!' the page moves on to /login by itself after this long (or at once on OK). */
const SUCCESS_REDIRECT_MS = 2500;

const EMPTY_FORM: RegisterFormValues = {
  role: 'student',
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  accessCode: '',
  agreed: false,
};

/**
 * The register form of spec section 8: its values, the field errors, and the popup that reports a
 * check that failed, the server's answer or success (which moves on to /login).
 */
export function useRegisterForm() {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();

  const [values, setValues] = useState<RegisterFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  // the last popup stays in state while the modal fades out, so its content does not collapse
  const [popup, setPopupState] = useState<RegisterPopupContent | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const setPopup = (next: RegisterPopupContent) => {
    setPopupState(next);
    setPopupOpen(true);
  };

  function setField<K extends keyof RegisterFormValues>(name: K, value: RegisterFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const succeeded = popupOpen && popup?.title === 'Success!';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate('/login'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  function closePopup() {
    if (succeeded) void navigate('/login');
    else setPopupOpen(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkRegistration(values);
    if (!check.ok) {
      if (check.kind === 'fields') setErrors(check.errors);
      else {
        setErrors({});
        setPopup({ title: check.title, message: check.message });
      }
      return;
    }
    setErrors({});
    const { role, email, password, accessCode, fullName } = values;
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

  return { values, setField, errors, isLoading, onSubmit, popup, popupOpen, succeeded, closePopup };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
