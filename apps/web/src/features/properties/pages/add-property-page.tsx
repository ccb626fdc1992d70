import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMySubscription } from '@/lib/my-subscription';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useListingWriteApi } from '../api/listing-write-api';
import { ListingLimitNotice, atListingLimit } from '../components/listing-limit-notice';
import { ListingForm, type ListingSaved } from '../components/listing-form/listing-form';
import { reportFileProblems } from '../components/listing-form/report-file-problems';

const PENDING_NOTE =
  'New listings are saved as pending: buyers see them once an administrator approves them.';

/** /add-property and /dashboard/add-property (agents and admins): a new listing, saved pending. */
export function AddPropertyPage({ inDashboard = false }: { inDashboard?: boolean }) {
  useDocumentTitle('Add Property');
  const navigate = useNavigate();
  const back = inDashboard ? paths.dashboard.myListings : paths.dashboard.root;
  const user = useAppSelector(selectCurrentUser);
  const usage = useMySubscription(undefined, { skip: !user });
  const writeApi = useListingWriteApi();

  const onSaved = ({ property, failedFiles, mediaError }: ListingSaved) => {
    notify('success', 'Listing saved. It is pending until an administrator approves it.');
    reportFileProblems(failedFiles, mediaError);
    navigate(inDashboard ? paths.dashboard.myListings : paths.property(property.id));
  };

  // If the plan cannot be read the form still shows: the server refuses a listing past the limit.
  const plan = usage.currentData ?? null;
  const loading = !plan && !(usage.isError && !usage.isFetching);
  const full = plan !== null && atListingLimit(plan.usage);
  const page = (
    <>
      <PageHeader title="Add Property" description={PENDING_NOTE} />
      {plan && user && <ListingLimitNotice plan={plan} role={user.role} />}
      {!loading && !full && (
        <ListingForm
          onSaved={onSaved}
          api={writeApi}
          cancel={
            <Link to={back} className={buttonClasses('secondary')}>
              Cancel
            </Link>
          }
        />
      )}
    </>
  );
  return <PageContainer inDashboard={inDashboard}>{page}</PageContainer>;
}

export default AddPropertyPage;
