interface StoredFileRequest {
  signal?: AbortSignal;
  /** What the file is, after "The": '3D model', 'document'. */
  name: string;
  /** The message when the file is gone (404). */
  missing: string;
  /** The caller's error type, so its view can tell a file problem from a bug. */
  toError: (message: string) => Error;
}

/**
 * Fetches a stored file (a digital twin's model or document) with the session's cookies. Network
 * and HTTP failures become messages a visitor can act on; an abort is rethrown as it is.
 */
export async function fetchStoredFile(
  url: string,
  { signal, name, missing, toError }: StoredFileRequest,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toError(`The ${name} could not be downloaded. Check your connection.`);
  }
  if (response.status === 404) throw toError(missing);
  if (!response.ok) {
    throw toError(`The ${name} could not be downloaded (status ${response.status}).`);
  }
  return response;
}
