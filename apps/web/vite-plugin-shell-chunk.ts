import type { Plugin } from 'vite';

/**
 * Every module the entry imports statically, in one chunk. Left alone, the bundler splits out each
 * module the lazy pages share with the shell, so the first page loaded some 35 scripts of a few
 * hundred bytes each: every one a request, a fetch to start and a module to link before the app
 * runs. The set is filled once the module graph is complete, before chunks are formed.
 */
export function shellChunk(entry = '/src/main.tsx', stopAt = /packages\/shared\/src\/index\.ts$/) {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'nestwise-shell-chunk',
    apply: 'build',
    buildEnd() {
      shellModules.clear();
      const entryId = [...this.getModuleIds()].find((id) => id.endsWith(entry));
      if (!entryId) return;
      // The entry itself stays out: it awaits the first page's chunk, which imports the shell, and
      // a chunk that awaits its own importer never finishes loading.
      const pending = [...(this.getModuleInfo(entryId)?.importedIds ?? [])];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shellModules.has(id) || stopAt.test(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const group = { name: 'shell', test: (id: string) => shellModules.has(id) };
  return { plugin, group };
}
