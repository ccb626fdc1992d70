import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';

/*
 * Every page is its own chunk (pages load lazily, with a full-screen spinner). A page
 * shown both publicly and inside the dashboard is one chunk, told `inDashboard` by its route.
 */
// The dashboard's frame too: a visitor of the public pages never needs its sidebar.
const DashboardLayout = lazyPage(() =>
  import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
const HomePage = lazyPage(() => import('@/features/home/pages/home-page'));
const PropertiesPage = lazyPage(() => import('@/features/properties/pages/properties-page'));
// The listing page with the AI tools' panels (app/pages composes the two features).
const PropertyDetailPage = lazyPage(() => import('./pages/property-detail-page'));
const SharedPropertyPage = lazyPage(
  () => import('@/features/properties/pages/shared-property-page'),
);
const AddPropertyPage = lazyPage(() => import('@/features/properties/pages/add-property-page'));
const EditPropertyPage = lazyPage(() => import('@/features/properties/pages/edit-property-page'));
const AiToolsPage = lazyPage(() => import('@/features/ai-tools/pages/ai-tools-page'));
const DigitalTwinHubPage = lazyPage(
  () => import('@/features/digital-twin/pages/digital-twin-hub-page'),
);
const DigitalTwinPage = lazyPage(() => import('@/features/digital-twin/pages/digital-twin-page'));
const SubscriptionPage = lazyPage(() => import('@/features/billing/pages/subscription-page'));
const PaymentConfirmationPage = lazyPage(
  () => import('@/features/billing/pages/payment-confirmation-page'),
);
const PaymentSuccessPage = lazyPage(() => import('@/features/billing/pages/payment-success-page'));
const AboutPage = lazyPage(() => import('@/features/info/pages/about-page'));
const CareersPage = lazyPage(() => import('@/features/info/pages/careers-page'));
const ContactPage = lazyPage(() => import('@/features/info/pages/contact-page'));
const TermsPage = lazyPage(() => import('@/features/info/pages/terms-page'));
const PrivacyPage = lazyPage(() => import('@/features/info/pages/privacy-page'));
const ServiceAgreementPage = lazyPage(() => import('@/features/info/pages/service-agreement-page'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const RegisterPage = lazyPage(() => import('@/features/auth/pages/register-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page'));
const AccountDeactivatedPage = lazyPage(
  () => import('@/features/auth/pages/account-deactivated-page'),
);
const ProfilePage = lazyPage(() => import('@/features/auth/pages/profile-page'));
const DashboardHomePage = lazyPage(() => import('@/features/dashboard/pages/dashboard-home-page'));
const MyPropertiesPage = lazyPage(() => import('@/features/dashboard/pages/my-properties-page'));
const PurchasedPage = lazyPage(() => import('@/features/dashboard/pages/purchased-page'));
const SavedPropertiesPage = lazyPage(
  () => import('@/features/dashboard/pages/saved-properties-page'),
);
const SavedSearchesPage = lazyPage(
  () => import('@/features/saved-searches/pages/saved-searches-page'),
);
const UnsubscribePage = lazyPage(() => import('@/features/saved-searches/pages/unsubscribe-page'));
const DocumentsPage = lazyPage(() => import('@/features/dashboard/pages/documents-page'));
const ClientsPage = lazyPage(() => import('@/features/dashboard/pages/clients-page'));
const AppointmentsPage = lazyPage(() => import('@/features/dashboard/pages/appointments-page'));
const MyListingsPage = lazyPage(() => import('@/features/dashboard/pages/my-listings-page'));
const PropertyStatusPage = lazyPage(
  () => import('@/features/dashboard/pages/property-status-page'),
);
const UsersPage = lazyPage(() => import('@/features/admin/pages/users-page'));
const PropertyManagementPage = lazyPage(
  () => import('@/features/admin/pages/property-management-page'),
);
const SettingsPage = lazyPage(() => import('@/features/auth/pages/settings-page'));
const ReportsPage = lazyPage(() => import('@/features/admin/pages/reports-page'));
const MessagesPage = lazyPage(() => import('@/features/messages/pages/messages-page'));
const MarketDataPage = lazyPage(() => import('@/features/market-data/pages/market-data-page'));

/**
 * Who may open the listing forms and the listing pages (the spec leaves the forms' guard open):
 * agents and admins. An agent edits only its own listings: the edit page checks the owner and the
 * server refuses the rest (features/properties/README.md).
 */
const LISTERS = ['agent', 'admin'] as const satisfies Parameters<typeof RequireAuth>[0]['roles'];

/** Marks the not-found route: the server answers paths that reach it with HTTP 404. */
export const NOT_FOUND_ROUTE_HANDLE = { notFound: true } as const;

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomePage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'my-properties/purchased', element: <PurchasedPage /> },
  { path: 'my-properties/*', element: <MyPropertiesPage /> },
  { path: 'saved-properties', element: <SavedPropertiesPage /> },
  { path: 'saved-searches', element: <SavedSearchesPage /> },
  { path: 'documents', element: <DocumentsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  // The inbox, and /dashboard/messages/{id} for one conversation (one route: one entry here).
  { path: 'messages/*', element: <MessagesPage /> },
  { path: 'ai-tools', element: <AiToolsPage inDashboard /> },
  { path: 'digital-twin', element: <DigitalTwinHubPage inDashboard /> },
  { path: 'digital-twin/:id', element: <DigitalTwinPage inDashboard /> },
  {
    element: <RequireAuth roles={[...LISTERS]} />,
    children: [
      { path: 'add-property', element: <AddPropertyPage inDashboard /> },
      { path: 'my-listings', element: <MyListingsPage /> },
      { path: 'property-status', element: <PropertyStatusPage /> },
      { path: 'clients', element: <ClientsPage /> },
      { path: 'appointments', element: <AppointmentsPage /> },
    ],
  },
  {
    element: <RequireAuth roles={['admin']} />,
    children: [
      { path: 'users', element: <UsersPage /> },
      { path: 'property-management', element: <PropertyManagementPage /> },
      { path: 'market-data', element: <MarketDataPage /> },
      { path: 'reports', element: <ReportsPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'properties', element: <PropertiesPage /> },
      { path: 'properties/:id', element: <PropertyDetailPage /> },
      { path: 'shared/property/:token', element: <SharedPropertyPage /> },
      { path: 'ai-tools', element: <AiToolsPage /> },
      { path: 'digital-twin', element: <DigitalTwinHubPage /> },
      { path: 'digital-twin/:id', element: <DigitalTwinPage /> },
      { path: 'subscription', element: <SubscriptionPage /> },
      { path: 'payment-confirmation', element: <PaymentConfirmationPage /> },
      { path: 'payment-success', element: <PaymentSuccessPage /> },
      { path: 'service-agreement', element: <ServiceAgreementPage /> },
      { path: 'careers', element: <CareersPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'unsubscribe/saved-search', element: <UnsubscribePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'account-deactivated', element: <AccountDeactivatedPage /> },
      {
        element: <RequireAuth roles={[...LISTERS]} />,
        children: [
          { path: 'add-property', element: <AddPropertyPage /> },
          { path: 'edit-property/:id', element: <EditPropertyPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: dashboardRoutes,
      },
      { path: '*', element: <NotFoundPage />, handle: NOT_FOUND_ROUTE_HANDLE },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) keeps the data router out of the first route's
 * JS; a page that fails, or fails to load, is caught by the layouts' error boundaries.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
