export const USER_ROLES = ['buyer', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ACCOUNT_STATUSES = ['Active', 'Inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
