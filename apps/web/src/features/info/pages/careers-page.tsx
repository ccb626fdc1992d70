import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { InfoPage } from '../components/info-page';

const OPENINGS = [
  {
    title: 'Senior Front-end Engineer',
    team: 'Product engineering',
    place: 'Remote (Americas or Europe)',
    summary: 'Build the browsing, comparison and dashboard experiences used by buyers and agents.',
  },
  {
    title: 'Machine Learning Engineer, Valuation',
    team: 'AI',
    place: 'Remote or Austin, TX',
    summary: 'Improve the models behind our property valuations and market intelligence.',
  },
  {
    title: 'Agent Success Manager',
    team: 'Operations',
    place: 'Denver, CO',
    summary: 'Help agencies list with Nestwise and get the most from their listings.',
  },
];

export function CareersPage() {
  return (
    <InfoPage
      title="Careers"
      intro="We are a small team making property decisions clearer for millions of people. If that sounds like work you would enjoy, we would like to hear from you."
      sections={[
        {
          heading: 'Why Nestwise',
          body: (
            <ul>
              <li>Meaningful problems: a home is the largest purchase most people ever make.</li>
              <li>Remote-friendly, with a yearly team week together.</li>
              <li>Health cover, a learning budget and 30 days of paid leave.</li>
            </ul>
          ),
        },
      ]}
    >
      <section className="mt-10" aria-labelledby="openings-title">
        <h2 id="openings-title" className="text-xl font-semibold">
          Open positions
        </h2>
        <ul className="mt-4 space-y-4">
          {OPENINGS.map((job) => (
            <li
              key={job.title}
              className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
            >
              <h3 className="font-semibold">{job.title}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {job.team} · {job.place}
              </p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{job.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          Don’t see your role? Tell us about yourself through the{' '}
          <Link
            to={paths.contact}
            className="font-semibold text-teal-700 underline dark:text-teal-300"
          >
            contact form
          </Link>{' '}
          and choose “General question”.
        </p>
      </section>
    </InfoPage>
  );
}

export default CareersPage;
