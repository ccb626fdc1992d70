import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamptz } from '../../db/columns';

export const identityAccounts = tableWithId('identity_accounts', {
  /** Stored lower-cased, so the unique index serves every look-up by address. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  phoneNumber: text('phone_number'),
  emailVerified: boolean('email_verified').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  lastLoginAt: timestamptz('last_login_at'),
  lastRefreshAt: timestamptz('last_refresh_at'),
  passwordUpdatedAt: timestamptz('password_updated_at').notNull().defaultNow(),
  /** ID tokens issued before this instant are refused (password change, reset, deactivation). */
  validSince: timestamptz('valid_since').notNull().defaultNow(),
});

export const refreshTokens = tableWithId(
  'refresh_tokens',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** When the session signed in with a password; kept across rotations for recent-login checks. */
    authTime: timestamptz('auth_time').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    replacedById: uuid('replaced_by_id'),
  },
  (table) => [index('refresh_tokens_account_idx').on(table.accountId)],
);

export const oobCodes = pgTable(
  'oob_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('oob_codes_account_idx').on(table.accountId)],
);

/** Failed sign-ins per bucket (an account's email or a client address), in a sliding window. */
export const signInFailures = pgTable('sign_in_failures', {
  bucket: text('bucket').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
});
