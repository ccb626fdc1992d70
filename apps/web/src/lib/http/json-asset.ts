/** Loads a JSON file the build bundled (an asset URL, not the API): no token, no retry. */
export async function fetchJsonAsset<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: status ${response.status}`);
  return (await response.json()) as T;
}
