import { UnderDevelopment } from '../components/under-development';

export function DocumentsPage() {
  return <UnderDevelopment title="Documents" />;
}

export default DocumentsPage;
