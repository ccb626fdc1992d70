import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';

/* Every page is its own chunk (spec §2: pages load lazily, with a full-screen spinner). */
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const HomePage = lazy(() => import('@/features/home/pages/home-page'));
const PropertiesPage = lazy(() => import('@/features/properties/pages/properties-page'));
const PropertyDetailPage = lazy(() => import('@/features/properties/pages/property-detail-page'));
const SharedPropertyPage = lazy(() => import('@/features/properties/pages/shared-property-page'));
const AddPropertyPage = lazy(() => import('@/features/properties/pages/add-property-page'));
const DashboardAddPropertyPage = lazy(() =>
  import('@/features/properties/pages/add-property-page').then((m) => ({
    default: m.DashboardAddPropertyPage,
  })),
);
const EditPropertyPage = lazy(() => import('@/features/properties/pages/edit-property-page'));
const AiToolsPage = lazy(() => import('@/features/ai-tools/pages/ai-tools-page'));
const DashboardAiToolsPage = lazy(() =>
  import('@/features/ai-tools/pages/ai-tools-page').then((m) => ({
    default: m.DashboardAiToolsPage,
  })),
);
const DigitalTwinHubPage = lazy(
  () => import('@/features/digital-twin/pages/digital-twin-hub-page'),
);
const DashboardDigitalTwinHubPage = lazy(() =>
  import('@/features/digital-twin/pages/digital-twin-hub-page').then((m) => ({
    default: m.DashboardDigitalTwinHubPage,
  })),
);
const DigitalTwinPage = lazy(() => import('@/features/digital-twin/pages/digital-twin-page'));
const DashboardDigitalTwinPage = lazy(() =>
  import('@/features/digital-twin/pages/digital-twin-page').then((m) => ({
    default: m.DashboardDigitalTwinPage,
  })),
);
const SubscriptionPage = lazy(() => import('@/features/billing/pages/subscription-page'));
const PaymentConfirmationPage = lazy(
  () => import('@/features/billing/pages/payment-confirmation-page'),
);
const PaymentSuccessPage = lazy(() => import('@/features/billing/pages/payment-success-page'));
const AboutPage = lazy(() => import('@/features/info/pages/about-page'));
const CareersPage = lazy(() => import('@/features/info/pages/careers-page'));
const ContactPage = lazy(() => import('@/features/info/pages/contact-page'));
const TermsPage = lazy(() => import('@/features/info/pages/terms-page'));
const PrivacyPage = lazy(() => import('@/features/info/pages/privacy-page'));
const ServiceAgreementPage = lazy(() => import('@/features/info/pages/service-agreement-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/pages/register-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const AccountDeactivatedPage = lazy(() => import('@/features/auth/pages/account-deactivated-page'));
const ProfilePage = lazy(() => import('@/features/auth/pages/profile-page'));
const DashboardHomePage = lazy(() => import('@/features/dashboard/pages/dashboard-home-page'));
const MyPropertiesPage = lazy(() => import('@/features/dashboard/pages/my-properties-page'));
const PurchasedPage = lazy(() => import('@/features/dashboard/pages/purchased-page'));
const SavedPropertiesPage = lazy(() => import('@/features/dashboard/pages/saved-properties-page'));
const DocumentsPage = lazy(() => import('@/features/dashboard/pages/documents-page'));
const ClientsPage = lazy(() => import('@/features/dashboard/pages/clients-page'));
const AppointmentsPage = lazy(() => import('@/features/dashboard/pages/appointments-page'));
const MyListingsPage = lazy(() => import('@/features/dashboard/pages/my-listings-page'));
const PropertyStatusPage = lazy(() => import('@/features/dashboard/pages/property-status-page'));
const UsersPage = lazy(() => import('@/features/admin/pages/users-page'));
const PropertyManagementPage = lazy(
  () => import('@/features/admin/pages/property-management-page'),
);
const MarketDataPage = lazy(() => import('@/features/market-data/pages/market-data-page'));

/** Who may open the listing forms (spec leaves it open): agents and admins. */
const LISTERS = ['agent', 'admin'] as const satisfies Parameters<typeof RequireAuth>[0]['roles'];

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHomePage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'my-properties/purchased', element: <PurchasedPage /> },
  { path: 'my-properties/*', element: <MyPropertiesPage /> },
  { path: 'saved-properties', element: <SavedPropertiesPage /> },
  { path: 'documents', element: <DocumentsPage /> },
  { path: 'ai-tools', element: <DashboardAiToolsPage /> },
  { path: 'digital-twin', element: <DashboardDigitalTwinHubPage /> },
  { path: 'digital-twin/:id', element: <DashboardDigitalTwinPage /> },
  {
    element: <RequireAuth roles={[...LISTERS]} />,
    children: [
      { path: 'add-property', element: <DashboardAddPropertyPage /> },
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
      { path: '*', element: <NotFoundPage /> },
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
