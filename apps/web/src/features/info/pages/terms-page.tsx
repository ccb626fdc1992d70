import { InfoPage } from '../components/info-page';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      updated="November 1, 2026"
      intro="These terms govern your use of Nestwise. By creating an account or using the site you agree to them."
      sections={[
        {
          heading: '1. Your account',
          body: (
            <p>
              You must give accurate information when you register and keep your password secret.
              You are responsible for what happens under your account. Tell us at once if you think
              someone else has used it.
            </p>
          ),
        },
        {
          heading: '2. Listings',
          body: (
            <>
              <p>
                Agents may only list properties they are authorised to market, with accurate
                descriptions, prices and images they have the right to use. Listings are reviewed
                before publication and may be rejected or removed if they break these terms.
              </p>
              <p>
                Nestwise is a marketplace: we are not a party to any sale or lease agreed between
                users.
              </p>
            </>
          ),
        },
        {
          heading: '3. AI tools and the assistant',
          body: (
            <p>
              Valuations, market insights, deal structures, contract summaries, ROI simulations and
              compliance checks are estimates produced automatically. They are not financial, legal
              or tax advice. Check important decisions with a qualified professional.
            </p>
          ),
        },
        {
          heading: '4. Acceptable use',
          body: (
            <ul>
              <li>Do not scrape the site, overload it or try to get around its security.</li>
              <li>Do not post misleading, discriminatory or unlawful content.</li>
              <li>Do not use other people’s personal data without their permission.</li>
            </ul>
          ),
        },
        {
          heading: '5. Suspension and closure',
          body: (
            <p>
              We may deactivate an account that breaks these terms. You may delete your account at
              any time from your profile; its data is then removed as described in our Privacy
              Policy.
            </p>
          ),
        },
        {
          heading: '6. Liability',
          body: (
            <p>
              Nestwise is provided “as is”. To the extent the law allows, we are not liable for
              indirect losses or for decisions made on the basis of listings or AI estimates.
            </p>
          ),
        },
        {
          heading: '7. Changes',
          body: (
            <p>
              We will tell you about material changes to these terms by email or on the site before
              they take effect.
            </p>
          ),
        },
      ]}
    />
  );
}

export default TermsPage;
