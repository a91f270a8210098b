import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  UserResponse,
} from '@eps/contracts';
import { api } from '@/lib/api-slice';

/** Session calls of spec section 7 "Authentication", plus forgot/reset password. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<UserResponse, void>({ query: () => 'check-auth', providesTags: ['Session'] }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    guestLogin: build.mutation<UserResponse, void>({ query: () => ({ url: 'guest-login', method: 'POST' }) }),
    logout: build.mutation<MessageResponse, void>({ query: () => ({ url: 'logout', method: 'GET' }) }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useCheckAuthQuery,
  useLoginMutation,
  useGuestLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = sessionApi;
