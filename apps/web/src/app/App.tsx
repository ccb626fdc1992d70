/** The shell (routes, navigation, state) is built in the web-shell issue; this is its placeholder. */
export function App() {
  return (
    <main className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-4xl font-bold tracking-tight">Nestwise</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Intelligent real estate: buy, sell and rent with AI tools and a voice assistant.
        </p>
      </div>
    </main>
  );
}
