import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountStatus, UserRole } from '@nestwise/shared';

/** The session user (the user schema of packages/shared). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profilePicture: string | null;
  role: UserRole;
  status: AccountStatus;
}

/** The auth session: the user, the ID token, and the flags of its operations. */
export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  passwordResetRequested: boolean;
  profileUpdateSuccess: boolean;
  passwordChangeSuccess: boolean;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  loading: false,
  error: null,
  passwordResetRequested: false,
  profileUpdateSuccess: false,
  passwordChangeSuccess: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStarted(state) {
      state.loading = true;
      state.error = null;
      state.passwordResetRequested = false;
      state.profileUpdateSuccess = false;
      state.passwordChangeSuccess = false;
    },
    authFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    signedIn(state, action: PayloadAction<{ user: SessionUser; token: string }>) {
      state.loading = false;
      state.error = null;
      state.isAuthenticated = true;
      state.user = action.payload.user;
      state.token = action.payload.token;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.loading = false;
      state.user = action.payload;
    },
    tokenChanged(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    passwordResetRequested(state) {
      state.loading = false;
      state.passwordResetRequested = true;
    },
    profileUpdated(state, action: PayloadAction<SessionUser>) {
      state.loading = false;
      state.user = action.payload;
      state.profileUpdateSuccess = true;
    },
    passwordChanged(state, action: PayloadAction<string>) {
      state.loading = false;
      state.token = action.payload;
      state.passwordChangeSuccess = true;
    },
    authFlagsCleared(state) {
      state.error = null;
      state.loading = false;
      state.passwordResetRequested = false;
      state.profileUpdateSuccess = false;
      state.passwordChangeSuccess = false;
    },
    signedOut() {
      return initialAuthState;
    },
  },
});

export const {
  authStarted,
  authFailed,
  signedIn,
  userLoaded,
  tokenChanged,
  passwordResetRequested,
  profileUpdated,
  passwordChanged,
  authFlagsCleared,
  signedOut,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
