/** A schema's first complaint, named by its field: what the server's 400 would say. */
export function firstIssue(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const issue = error.issues[0];
  if (!issue) return 'Check the inputs.';
  const field = issue.path.map(String).join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/** Form text → numbers: blank stays out of the request so the schema's default applies. */
export function numbersFrom<K extends string>(form: Record<K, string>, keys: readonly K[]) {
  const out: Record<string, number> = {};
  for (const key of keys) {
    const text = form[key].trim();
    if (text === '') continue;
    out[key] = Number(text);
  }
  return out;
}
