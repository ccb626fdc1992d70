const EXAMPLES = [
  'Show me 3-bedroom houses under $500K',
  'What is the market trend downtown?',
  'Which listings have a virtual tour?',
];

/** Introduces the AI assistant widget that sits at the bottom-right of every page. */
export function AssistantIntro() {
  return (
    <section aria-labelledby="assistant-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="assistant-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ask the AI assistant, by voice or text
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            The round button at the bottom-right of every page opens the assistant. Ask about
            properties, pricing, market trends and virtual tours; it answers in text, reads its
            replies aloud, and shows matching homes you can open in one click.
          </p>
        </div>
        <ul className="space-y-3" aria-label="Example questions">
          {EXAMPLES.map((example) => (
            <li
              key={example}
              className="rounded-2xl rounded-br-sm bg-teal-700 px-4 py-3 text-white shadow-sm md:ml-12"
            >
              “{example}”
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
