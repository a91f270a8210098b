import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@eps/contracts';
import { sessionApi } from './session-api';

/** Auth state of spec section 3/4: loading starts true and ends on the first check-auth answer or the timeout. */
export interface SessionState {
  loading: boolean;
  isAuthenticated: boolean;
  isGuest: boolean;
  user: User | null;
}

const initialState: SessionState = { loading: true, isAuthenticated: false, isGuest: false, user: null };

function signIn(state: SessionState, user: User) {
  state.loading = false;
  state.isAuthenticated = true;
  state.isGuest = user.isGuest;
  state.user = user;
}

function signOut(state: SessionState) {
  state.loading = false;
  state.isAuthenticated = false;
  state.isGuest = false;
  state.user = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The 5-second auth timeout: stop showing 'loading...' whatever check-auth is doing. */
    loadingTimedOut(state) {
      state.loading = false;
    },
    userUpdated(state, action: PayloadAction<User>) {
      signIn(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.checkAuth.matchFulfilled, (state, { payload }) =>
        signIn(state, payload.user),
      )
      .addMatcher(sessionApi.endpoints.checkAuth.matchRejected, signOut)
      .addMatcher(
        isAnyOf(sessionApi.endpoints.login.matchFulfilled, sessionApi.endpoints.guestLogin.matchFulfilled),
        (state, { payload }) => signIn(state, payload.user),
      )
      .addMatcher(sessionApi.endpoints.logout.matchFulfilled, signOut);
  },
});

export const { loadingTimedOut, userUpdated } = sessionSlice.actions;
