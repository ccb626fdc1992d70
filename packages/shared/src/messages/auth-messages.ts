/** Visible texts of account validation and errors. */
export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 6 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
} as const;

export const AUTH_MESSAGES = {
  userDeactivated:
    'Your account has been deactivated by an administrator. Please contact support for assistance.',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordTooWeak: 'New password is too weak',
  recentLoginForPasswordChange: 'Please log out and log back in before changing your password',
  recentLoginForDelete:
    'For security reasons, please log out and log back in before deleting your account.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  passwordResetFailed: 'Password reset request failed',
  updateProfileFailed: 'Failed to update profile',
  changePasswordFailed: 'Failed to change password',
  fetchUserFailed: 'Failed to fetch user data',
  updateRoleFailed: 'Failed to update user role',
  notAuthenticated: 'User not authenticated',
} as const;

export const BATCH_REUSED_MESSAGE =
  'A write batch can no longer be used after commit() has been called.';
