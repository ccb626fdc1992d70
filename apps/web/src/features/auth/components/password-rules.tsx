import { passwordProblems } from '@nestwise/shared';

/** The password rule messages (packages/shared) the password still breaks. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const problems = passwordProblems(password);
  if (!password || problems.length === 0) return null;
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm text-red-700 dark:text-red-300">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
