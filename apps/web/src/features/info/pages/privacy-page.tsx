import { InfoPage } from '../components/info-page';

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      updated="November 1, 2026"
      intro="This policy explains what personal data Nestwise collects, why, and the choices you have."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>Account details: your name, email address and role.</li>
              <li>What you do on Nestwise: saved properties, comparisons, documents you upload.</li>
              <li>
                Questions you ask the AI assistant. Voice input is turned into text in your browser;
                we receive the text, not the recording.
              </li>
              <li>Technical data such as your browser type, needed to keep the service secure.</li>
            </ul>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <p>
              To run your account, show you relevant listings, answer your questions, keep the
              marketplace safe and improve the service. We do not sell personal data and we do not
              use it for third-party advertising.
            </p>
          ),
        },
        {
          heading: 'Storage on your device',
          body: (
            <p>
              The site keeps your sign-in session, your theme choice and your comparison list in
              your browser’s local storage. We use no advertising cookies.
            </p>
          ),
        },
        {
          heading: 'Sharing',
          body: (
            <p>
              When you contact an agent about a listing, we share your name and message with that
              agent. Service providers that host our infrastructure process data on our behalf under
              contract.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              You can correct your details from your profile, and delete your account there at any
              time: your profile, saved properties, documents, messages and appointments are then
              removed. For any other request, contact us through the contact page.
            </p>
          ),
        },
      ]}
    />
  );
}

export default PrivacyPage;
