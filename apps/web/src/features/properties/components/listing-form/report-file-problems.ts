import { notify } from '@/lib/toast';

/** Tells the agent which files did not make it onto a saved listing, so they can add them again. */
export function reportFileProblems(failedFiles: string[], mediaError: string | null) {
  if (mediaError) {
    notify('warning', `The listing was saved without its files: ${mediaError}`);
  }
  if (failedFiles.length) {
    notify('warning', `Not uploaded (add again from Edit): ${failedFiles.join('; ')}`);
  }
}
