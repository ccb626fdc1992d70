import { getIdToken } from '../session';
import { createUploadClient } from './upload-client';

/** The app's upload client: calls the API with the signed-in user's ID token. */
export const uploadClient = createUploadClient({
  getIdToken: () => getIdToken().catch(() => null),
});
