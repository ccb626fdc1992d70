import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { ContactForm } from '../components/contact-form';
import { InfoPage } from '../components/info-page';

export function ContactPage() {
  const user = useAppSelector(selectCurrentUser);
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  return (
    <InfoPage
      wide
      title="Contact us"
      intro="Questions about a listing, your account or working with us? Send us a message and our team will reply within two business days."
    >
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <ContactForm defaultName={name} defaultEmail={user?.email ?? ''} />
        </div>
        <aside className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">Office</h2>
            <p className="mt-1">
              Nestwise
              <br />
              500 Congress Avenue, Suite 200
              <br />
              Austin, TX 78701
            </p>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">Hours</h2>
            <p className="mt-1">Monday to Friday, 9:00 to 18:00 Central Time</p>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">Listing problems</h2>
            <p className="mt-1">
              Choose “Selling or listing” and include the property’s address so we can find it
              quickly.
            </p>
          </div>
        </aside>
      </div>
    </InfoPage>
  );
}

export default ContactPage;
