import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { createdPer, type ReportBucket } from '../../lib/report-bucket';
import { userDetails } from './users.schema';

/** Accounts by role and status (user_details_role_status_idx), for the admins' dashboard. */
export async function userCounts(db: Executor) {
  return db
    .select({ role: userDetails.role, status: userDetails.status, users: count() })
    .from(userDetails)
    .groupBy(userDetails.role, userDetails.status);
}

/** New accounts per report period (user_details_created_idx bounds the window). */
export async function usersPer(db: Executor, interval: ReportBucket, since: Date) {
  return createdPer(db, userDetails, userDetails.createdAt, interval, since);
}
