import type { Config } from '../../config';
import { LocalObjectStore } from './local-object-store';
import { S3ObjectStore, s3OptionsFromConfig } from './s3-object-store';
import type { StorageBackend } from './storage-backend';

/** The object store the configuration names: S3 for `STORAGE_URL=s3://…`, else the local store. */
export function createObjectStore(config: Config): StorageBackend {
  if (config.storageUrl) return new S3ObjectStore(s3OptionsFromConfig(config));
  return LocalObjectStore.open(config.dataDir);
}
