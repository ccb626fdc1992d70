/** The display name changes only when both first and last name are given. */
export function displayNameFrom(
  firstName?: string | null,
  lastName?: string | null,
): string | null {
  const first = firstName?.trim();
  const last = lastName?.trim();
  return first && last ? `${first} ${last}` : null;
}
