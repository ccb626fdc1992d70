import { UnderDevelopment } from '../components/under-development';

export function ClientsPage() {
  return <UnderDevelopment title="Clients" />;
}

export default ClientsPage;
