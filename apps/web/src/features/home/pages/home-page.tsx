import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AiToolsShowcase } from '../components/ai-tools-showcase';
import { AssistantIntro } from '../components/assistant-intro';
import { FeaturedListings } from '../components/featured-listings';
import { HeroSearch } from '../components/hero-search';

export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">
            Intelligent real estate
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Find, price and close on your next home with AI at your side
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Browse homes for sale and for rent, compare them side by side, and let Nestwise value
            them, check the deal and answer your questions.
          </p>
          <div className="mt-8 max-w-4xl">
            <HeroSearch />
          </div>
        </div>
      </section>
      <FeaturedListings />
      <AiToolsShowcase />
      <AssistantIntro />
      <section className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-slate-900 p-8 text-white dark:bg-slate-800">
            <h2 className="text-xl font-bold">Buying or renting?</h2>
            <p className="mt-2 text-slate-200">
              Save homes, compare up to four at once and keep your documents in one place.
            </p>
            <Link to={paths.register} className={buttonClasses('primary', 'mt-6')}>
              Create account
            </Link>
          </div>
          <div className="rounded-2xl bg-teal-800 p-8 text-white">
            <h2 className="text-xl font-bold">Listing properties?</h2>
            <p className="mt-2 text-teal-50">
              Agents list homes with photos, 3D models and documents, and follow every view.
            </p>
            <Link
              to={paths.registerAs('agent')}
              className="mt-6 inline-flex items-center justify-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-50"
            >
              Sign up as an agent
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export default HomePage;
