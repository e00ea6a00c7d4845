import type { i18n as I18n } from 'i18next';
import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import type { Namespace } from '@/lib/i18n';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { NotFoundRoute } from './routes/not-found';
// The landing page is the first screen: it ships with the app instead of waiting for a chunk.
import Landing from './routes/public/landing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's props are its own
type ScreenModule<P = any> = { default: ComponentType<P> };

/** What a lazy screen carries besides itself (see `screen`). */
interface ScreenParts {
  /** Loads the screen's chunk. */
  preload(): Promise<void>;
  /** The catalogues its texts come from, 'common' aside (always loaded). */
  namespaces: readonly Namespace[];
}

/**
 * A screen in a chunk of its own, and the namespaces its texts come from
 * ('common' is always loaded). Its components would each ask for their
 * catalogue as they first render, one after another: the screen's chunk, then
 * (once it renders) 'auth', then (once that rendered) 'forms', a round trip
 * each. Rendered, the screen asks for its chunk and all its catalogues at once,
 * without waiting for them (what suspends is unchanged: the chunk, then any
 * catalogue not there yet), and main.tsx asks for the first screen's before
 * React starts. `src/app/screen-namespaces.test.ts` checks every list against
 * the texts the screen's modules use.
 *
 * preload() loads the chunk ahead: once loaded, React renders the screen at
 * once instead of suspending (its factory answers a thenable that is already
 * settled). A page the server rendered loads its screens this way before it
 * hydrates (main.tsx), so hydration never stops at a Suspense boundary waiting
 * for a chunk, and a click during hydration hydrates its target at once rather
 * than being lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's props are its own
function screen<P extends Record<string, any> = Record<string, never>>(
  load: () => Promise<ScreenModule<P>>,
  namespaces: readonly Namespace[],
): ComponentType<P> & ScreenParts {
  let loaded: ScreenModule<P> | undefined;
  let loading: Promise<ScreenModule<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: ScreenModule<P>) => void) => resolve(loaded!),
        } as Promise<ScreenModule<P>>)
      : start(),
  );
  const loadTexts = (i18n: I18n) => {
    const missing = namespaces.filter((ns) => !i18n.hasLoadedNamespace(ns));
    return missing.length ? i18n.loadNamespaces(missing) : Promise.resolve();
  };
  function Screen(props: P) {
    const { i18n } = useTranslation();
    // In the browser only: the server's render names the catalogues its screens
    // used for the hydration (entry-server.tsx), and asks for no others.
    if (!import.meta.env.SSR) {
      start().catch(() => undefined);
      loadTexts(i18n).catch(() => undefined);
    }
    return <Lazy {...props} />;
  }
  const preload = async () => {
    await start();
  };
  return Object.assign(Screen, { preload, namespaces });
}

// Every other screen is its own chunk, so the landing page downloads only what it shows.
const Doctors = screen(() => import('./routes/public/doctors'), ['search']);
const Doctor = screen(() => import('./routes/public/doctor'), ['doctor', 'forms', 'search']);
const WhyChooseUs = screen(() => import('./routes/public/why-choose-us'), ['landing']);
const News = screen(() => import('./routes/public/news'), ['landing']);
const SearchResults = screen(() => import('./routes/public/search-results'), ['forms', 'search']);
const SignUp = screen(() => import('./routes/public/sign-up'), ['auth', 'forms', 'onboarding']);
const Login = screen(() => import('./routes/public/login'), ['auth', 'forms', 'landing']);
const ForgotPassword = screen(
  () => import('./routes/public/forgot-password'),
  ['auth', 'forms', 'landing'],
);
const OtpVerification = screen(
  () => import('./routes/public/otp-verification'),
  ['auth', 'forms', 'landing'],
);
const Reports = screen(() => import('./routes/public/reports'), ['auth']);
const Consult = screen(() => import('./routes/public/consult'), ['booking', 'forms']);
const Review = screen(() => import('./routes/public/review'), ['booking', 'forms']);
const WaitlistJoin = screen(
  () => import('./routes/public/waitlist-join'),
  ['booking', 'forms', 'portal'],
);
const WaitlistLink = screen(
  () => import('./routes/public/waitlist-link'),
  ['booking', 'forms', 'portal'],
);

const BookingPhoneOtp = screen(
  () => import('./routes/booking/booking-phone-otp'),
  ['booking', 'forms'],
);
const BookingConfirmation = screen(
  () => import('./routes/booking/booking-confirmation'),
  ['booking', 'forms'],
);
const BookingOtp = screen(() => import('./routes/booking/booking-otp'), ['booking', 'forms']);
const BookingSuccess = screen(
  () => import('./routes/booking/booking-success'),
  ['booking', 'forms'],
);
const MyAppointments = screen(
  () => import('./routes/booking/my-appointments'),
  ['booking', 'forms'],
);

const PortalLayout = screen(() => import('./layouts/portal-layout'), ['portal']);
const Dashboard = screen(() => import('./routes/portal/dashboard'), ['forms', 'portal']);
const Appointments = screen(
  () => import('./routes/portal/appointments'),
  ['appointments', 'forms', 'portal'],
);
const AppointmentDetails = screen(
  () => import('./routes/portal/appointment-details'),
  ['appointments', 'forms', 'portal'],
);
const Ledger = screen(() => import('./routes/portal/ledger'), ['billing', 'forms']);
const LedgerDetails = screen(
  () => import('./routes/portal/ledger-details'),
  ['billing', 'forms', 'patients'],
);
const Calendar = screen(
  () => import('./routes/portal/calendar'),
  ['appointments', 'forms', 'portal'],
);
const Profile = screen(
  () => import('./routes/portal/profile'),
  ['auth', 'forms', 'portal', 'profile'],
);
const Payments = screen(() => import('./routes/portal/payments'), ['billing', 'forms']);
const MyPatients = screen(
  () => import('./routes/portal/my-patients'),
  ['billing', 'forms', 'patients'],
);
const PatientDetails = screen(
  () => import('./routes/portal/patient-details'),
  ['forms', 'patients'],
);
const MyRatings = screen(() => import('./routes/portal/my-ratings'), ['forms', 'ratings']);
const Schedule = screen(() => import('./routes/portal/schedule'), ['forms', 'schedule']);
const Help = screen(() => import('./routes/portal/help'), ['forms', 'help']);
const Waitlist = screen(() => import('./routes/portal/waitlist'), ['forms', 'portal']);

// The admin check reads the current user, whose response schema needs zod: keep it
// off the landing page's path.
const RequireAdmin = screen(
  () =>
    import('@/features/auth/components/require-admin').then((m) => ({ default: m.RequireAdmin })),
  ['admin'],
);
const AdminLayout = screen(() => import('./layouts/admin-layout'), ['admin']);
const AdminHome = screen(() => import('./routes/admin/admin-home'), ['admin']);
const AdminDoctor = screen(() => import('./routes/admin/admin-doctor'), ['admin', 'forms']);
const AdminTickets = screen(
  () => import('./routes/admin/admin-tickets'),
  ['admin', 'forms', 'help'],
);
const AdminTicket = screen(() => import('./routes/admin/admin-ticket'), ['admin', 'forms', 'help']);

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

/** The lazy screens an element shows: itself, or those it wraps (a Suspense boundary's child). */
function screensOf(element: ReactNode): ScreenParts[] {
  if (!isValidElement(element)) return [];
  const type = element.type as Partial<ScreenParts>;
  const own = typeof type.preload === 'function' ? [type as ScreenParts] : [];
  const children = (element.props as { children?: ReactNode }).children;
  return [...own, ...Children.toArray(children).flatMap(screensOf)];
}

/** The lazy screens `pathname` shows, outermost first. */
function screensAt(pathname: string): ScreenParts[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => screensOf(route.element));
}

/** The namespaces of the screens `pathname` shows, for the first render (main.tsx). */
export function screenNamespaces(pathname: string): Namespace[] {
  return [...new Set(screensAt(pathname).flatMap((s) => s.namespaces))];
}

/** Loads the chunks of the screens `pathname` shows (see `screen`). */
export async function preloadScreens(pathname: string): Promise<void> {
  await Promise.all(screensAt(pathname).map((s) => s.preload()));
}

export function AppRouter() {
  // Created on mount, not at import, so tests can import appRoutes without a browser router.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
