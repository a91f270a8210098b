import { AppError } from '../../common/app-error';

export const AuthErrors = {
  notAuthenticated: () => new AppError(401, 'AUTH_NOT_AUTHENTICATED', 'Not authenticated'),
  invalidCredentials: () => new AppError(401, 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password'),
  forbidden: () => new AppError(403, 'AUTH_FORBIDDEN', 'You do not have permission to do this.'),
  emailTaken: () => new AppError(409, 'AUTH_EMAIL_TAKEN', 'An account with this email already exists.'),
  invalidResetToken: () =>
    new AppError(400, 'AUTH_INVALID_RESET_TOKEN', 'This reset link is invalid or has expired.'),
};
