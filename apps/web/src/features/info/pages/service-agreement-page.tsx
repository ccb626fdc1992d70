import { InfoPage } from '../components/info-page';

export function ServiceAgreementPage() {
  return (
    <InfoPage
      title="Service Agreement"
      updated="November 1, 2026"
      intro="This agreement applies to agents and agencies who list properties on Nestwise and to paid subscriptions."
      sections={[
        {
          heading: 'Listing services',
          body: (
            <ul>
              <li>Nestwise hosts your listings with their photos, 3D models and documents.</li>
              <li>Each new or edited listing is reviewed, usually within one business day.</li>
              <li>You can pause, edit or remove a listing at any time from your dashboard.</li>
            </ul>
          ),
        },
        {
          heading: 'Your commitments',
          body: (
            <p>
              You confirm that you are authorised to market every property you list, that its
              details are accurate, and that you will update its status promptly when it is sold,
              rented or taken off the market.
            </p>
          ),
        },
        {
          heading: 'Subscriptions and billing',
          body: (
            <p>
              Paid plans renew automatically at the end of each billing period until cancelled. You
              can cancel from the Subscription page; the plan stays active until the end of the
              period already paid.
            </p>
          ),
        },
        {
          heading: 'Availability and support',
          body: (
            <p>
              We aim for the service to be available around the clock and announce planned
              maintenance in advance. Support answers on business days through the contact page.
            </p>
          ),
        },
        {
          heading: 'Termination',
          body: (
            <p>
              Either side may end this agreement with notice. We may suspend listings that break our
              Terms of Service. On termination your listings are unpublished and your data is
              handled under our Privacy Policy.
            </p>
          ),
        },
      ]}
    />
  );
}

export default ServiceAgreementPage;
