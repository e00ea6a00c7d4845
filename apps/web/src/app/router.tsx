import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { NotFoundRoute } from './routes/not-found';
// The landing page is the first screen: it ships with the app instead of waiting for a chunk.
import Landing from './routes/public/landing';

type ScreenModule = { default: ComponentType };
type Preloadable = { preload?: () => Promise<void> };

/**
 * A lazy screen whose chunk can be loaded ahead with preload(): once loaded,
 * React renders it at once instead of suspending (its factory answers a thenable
 * that is already settled). A page the server rendered loads its screens this way
 * before it hydrates (main.tsx), so hydration never stops at a Suspense boundary
 * waiting for a chunk, and a click during hydration hydrates its target at once
 * rather than being lost.
 */
function preloadableScreen(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | undefined;
  const Screen = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: ScreenModule) => void) => resolve(loaded!),
        } as Promise<ScreenModule>)
      : load(),
  );
  const preload = async () => {
    loaded ??= await load();
  };
  return Object.assign(Screen, { preload });
}

// Every other screen is its own chunk, so the landing page downloads only what it shows.
const Doctors = preloadableScreen(() => import('./routes/public/doctors'));
const Doctor = preloadableScreen(() => import('./routes/public/doctor'));
const WhyChooseUs = preloadableScreen(() => import('./routes/public/why-choose-us'));
const News = preloadableScreen(() => import('./routes/public/news'));
const SearchResults = preloadableScreen(() => import('./routes/public/search-results'));
const SignUp = lazy(() => import('./routes/public/sign-up'));
const Login = lazy(() => import('./routes/public/login'));
const ForgotPassword = lazy(() => import('./routes/public/forgot-password'));
const OtpVerification = lazy(() => import('./routes/public/otp-verification'));
const Reports = lazy(() => import('./routes/public/reports'));
const Consult = lazy(() => import('./routes/public/consult'));
const Review = lazy(() => import('./routes/public/review'));
const WaitlistJoin = lazy(() => import('./routes/public/waitlist-join'));
const WaitlistLink = lazy(() => import('./routes/public/waitlist-link'));

const BookingPhoneOtp = lazy(() => import('./routes/booking/booking-phone-otp'));
const BookingConfirmation = lazy(() => import('./routes/booking/booking-confirmation'));
const BookingOtp = lazy(() => import('./routes/booking/booking-otp'));
const BookingSuccess = lazy(() => import('./routes/booking/booking-success'));
const MyAppointments = lazy(() => import('./routes/booking/my-appointments'));

const PortalLayout = lazy(() => import('./layouts/portal-layout'));
const Dashboard = lazy(() => import('./routes/portal/dashboard'));
const Appointments = lazy(() => import('./routes/portal/appointments'));
const AppointmentDetails = lazy(() => import('./routes/portal/appointment-details'));
const Ledger = lazy(() => import('./routes/portal/ledger'));
const LedgerDetails = lazy(() => import('./routes/portal/ledger-details'));
const Calendar = lazy(() => import('./routes/portal/calendar'));
const Profile = lazy(() => import('./routes/portal/profile'));
const Payments = lazy(() => import('./routes/portal/payments'));
const MyPatients = lazy(() => import('./routes/portal/my-patients'));
const PatientDetails = lazy(() => import('./routes/portal/patient-details'));
const MyRatings = lazy(() => import('./routes/portal/my-ratings'));
const Schedule = lazy(() => import('./routes/portal/schedule'));
const Help = lazy(() => import('./routes/portal/help'));
const Waitlist = lazy(() => import('./routes/portal/waitlist'));

// The admin check reads the current user, whose response schema needs zod: keep it
// off the landing page's path.
const RequireAdmin = lazy(() =>
  import('@/features/auth/components/require-admin').then((m) => ({ default: m.RequireAdmin })),
);
const AdminLayout = lazy(() => import('./layouts/admin-layout'));
const AdminHome = lazy(() => import('./routes/admin/admin-home'));
const AdminDoctor = lazy(() => import('./routes/admin/admin-doctor'));
const AdminTickets = lazy(() => import('./routes/admin/admin-tickets'));
const AdminTicket = lazy(() => import('./routes/admin/admin-ticket'));

const fullPageLoader = <PageLoader />;

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // The ids name the pages the server renders (app/ssr/pages.ts).
          { index: true, id: 'landing', element: <Landing /> },
          { path: 'doctors', id: 'doctors', element: <Doctors /> },
          { path: 'doctors/:userId', id: 'doctor', element: <Doctor /> },
          { path: 'why-choose-us', id: 'why-choose-us', element: <WhyChooseUs /> },
          { path: 'news', id: 'news', element: <News /> },
          { path: 'search-results', id: 'search-results', element: <SearchResults /> },
          { path: 'booking-phone-otp', element: <BookingPhoneOtp /> },
          { path: 'booking-confirmation', element: <BookingConfirmation /> },
          { path: 'booking-otp', element: <BookingOtp /> },
          { path: 'booking-success', element: <BookingSuccess /> },
          { path: 'my-appointments', element: <MyAppointments /> },
          // The spec names the wizard both ways; one screen answers both.
          { path: 'sign-up', element: <SignUp /> },
          { path: 'signup', element: <SignUp /> },
          { path: 'login', element: <Login /> },
          { path: 'forgot-password', element: <ForgotPassword /> },
          { path: 'otp-verification', element: <OtpVerification /> },
          { path: 'reports', element: <Reports /> },
          { path: 'consult/:id', element: <Consult /> },
          { path: 'review/:token', element: <Review /> },
          { path: 'waitlist/join', element: <WaitlistJoin /> },
          { path: 'waitlist/:token', element: <WaitlistLink /> },
          { path: '*', id: 'not-found', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={fullPageLoader}>
                <PortalLayout />
              </Suspense>
            ),
            children: [
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'appointments', element: <Appointments /> },
              { path: 'appointment-details/:id', element: <AppointmentDetails /> },
              { path: 'ledger', element: <Ledger /> },
              { path: 'ledger-details/:id', element: <LedgerDetails /> },
              { path: 'calendar', element: <Calendar /> },
              { path: 'profile', element: <Profile /> },
              { path: 'payments', element: <Payments /> },
              { path: 'my-patients', element: <MyPatients /> },
              { path: 'patient-details/:id', element: <PatientDetails /> },
              { path: 'my-ratings', element: <MyRatings /> },
              { path: 'schedule', element: <Schedule /> },
              { path: 'waitlist', element: <Waitlist /> },
              { path: 'help', element: <Help /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: (
          <Suspense fallback={fullPageLoader}>
            <RequireAdmin
              fallback={
                <PublicLayout>
                  <NotFoundRoute />
                </PublicLayout>
              }
            />
          </Suspense>
        ),
        children: [
          {
            element: (
              <Suspense fallback={fullPageLoader}>
                <AdminLayout />
              </Suspense>
            ),
            children: [
              { index: true, element: <AdminHome /> },
              { path: 'doctors/:id', element: <AdminDoctor /> },
              { path: 'tickets', element: <AdminTickets /> },
              { path: 'tickets/:id', element: <AdminTicket /> },
            ],
          },
        ],
      },
    ],
  },
];

/** Loads the chunks of the preloadable screens `pathname` shows (see preloadableScreen). */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      ((route.element as ReactElement | undefined)?.type as Preloadable | undefined)?.preload?.(),
    ),
  );
}

export function AppRouter() {
  // Created on mount, not at import, so tests can import appRoutes without a browser router.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
