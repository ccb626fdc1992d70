import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { InfoPage } from '../components/info-page';

export function AboutPage() {
  return (
    <InfoPage
      title="About Nestwise"
      intro="Nestwise is a real-estate marketplace built around one idea: buying, selling or renting a home should feel informed, not overwhelming."
      sections={[
        {
          heading: 'What we do',
          body: (
            <>
              <p>
                Buyers and renters browse approved listings, save the ones they like, compare up to
                four side by side and keep their documents in one place. Agents list properties with
                photos, 3D models and documents, and follow how each listing performs.
                Administrators review every listing before it goes live, so what you see is what is
                on the market.
              </p>
            </>
          ),
        },
        {
          heading: 'Intelligent real estate',
          body: (
            <>
              <p>
                Six AI tools do the heavy lifting: a property valuation, market intelligence for a
                neighbourhood, deal structuring, a contract parser, an ROI simulator and a
                compliance checker. An assistant on every page answers questions about properties,
                pricing, market trends and virtual tours, by voice or by text.
              </p>
              <p>
                The tools give you a starting point, not a verdict: they explain their numbers so
                that you, your agent and your advisers can check them.
              </p>
            </>
          ),
        },
        {
          heading: 'How we work',
          body: (
            <ul>
              <li>Every listing is reviewed by a person before it is published.</li>
              <li>Your saved homes, searches and documents are visible only to you.</li>
              <li>We never sell your personal data.</li>
            </ul>
          ),
        },
        {
          heading: 'Talk to us',
          body: (
            <p>
              Questions, ideas or a listing that looks wrong?{' '}
              <Link
                to={paths.contact}
                className="font-semibold text-teal-700 underline dark:text-teal-300"
              >
                Contact our team
              </Link>
              . We read every message.
            </p>
          ),
        },
      ]}
    />
  );
}

export default AboutPage;
