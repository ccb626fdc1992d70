export {
  UploadError,
  createUploadClient,
  validateUploadFile,
  type UploadClient,
  type UploadClientOptions,
  type UploadErrorKind,
  type UploadProgress,
  type UploadRequest,
  type UploadResult,
} from './upload-client';
export { uploadClient } from './default-client';
