import { UnderDevelopment } from '../components/under-development';

export function AppointmentsPage() {
  return <UnderDevelopment title="Appointments" />;
}

export default AppointmentsPage;
