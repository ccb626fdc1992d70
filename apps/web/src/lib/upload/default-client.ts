import { createUploadClient } from './upload-client';

/** The app's upload client: its /api calls carry the session's token (lib/http/api-client). */
export const uploadClient = createUploadClient();
