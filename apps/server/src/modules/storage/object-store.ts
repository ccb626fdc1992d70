/**
 * What the rest of the server needs from object storage. The storage module provides the local
 * blob store (default) and S3; listings use it to clean a deleted listing's files.
 */
export interface ObjectStore {
  /** Removes one object; a missing object counts as removed (spec §7: a 404 counts as success). */
  deleteObject(key: string): Promise<void>;
}

/** Until a store is configured nothing is stored, so there is nothing to delete. */
export const noObjectStore: ObjectStore = {
  async deleteObject() {},
};
