import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAuth } from './api/session';
import { useI18n } from './i18n';
import { Link, match, useLocation } from './router';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { MainNav } from './ui/MainNav';
import { SchoolSwitch } from './ui/SchoolSwitch';
import { Screen } from './ui/Screen';
import { Spinner } from './ui/status';
import { UserMenu } from './ui/UserMenu';

// Screens other than the dashboard (the first after login) load when first opened.
// The login screen carries zod and the contracts' schemas (its form validates with LoginRequest).
const LoginScreen = lazy(() => import('./screens/login/LoginScreen'));
const OrdersScreen = lazy(() => import('./screens/orders/OrdersScreen'));
const OrderScreen = lazy(() => import('./screens/order/OrderScreen'));
const SlotsScreen = lazy(() => import('./screens/rosters/SlotsScreen'));
const RosterScreen = lazy(() => import('./screens/rosters/RosterScreen'));
const ReportsScreen = lazy(() => import('./screens/reports/ReportsScreen'));
const ReconciliationScreen = lazy(() => import('./screens/reconciliation/ReconciliationScreen'));
const EarningsScreen = lazy(() => import('./screens/earnings/EarningsScreen'));
const CatalogueScreen = lazy(() => import('./screens/catalogue/CatalogueScreen'));
const ProductScreen = lazy(() => import('./screens/catalogue/ProductScreen'));
// Levels and groups (issue 30): the school's ladders, a course's groups and its results.
const LevelsScreen = lazy(() => import('./screens/levels/LevelsScreen'));
// Instructors (issue 31): their profiles and availability.
const InstructorsScreen = lazy(() => import('./screens/instructors/InstructorsScreen'));
const InstructorScreen = lazy(() => import('./screens/instructors/InstructorScreen'));
const GroupsScreen = lazy(() => import('./screens/groups/GroupsScreen'));
const ResultsScreen = lazy(() => import('./screens/results/ResultsScreen'));
// Instructors (issue 31): the planning board of a day or a week.
const PlanningScreen = lazy(() => import('./screens/planning/PlanningScreen'));
// Private-lesson requests when no instructor was free (issue 31, item 4).
const LessonRequestsScreen = lazy(() => import('./screens/lesson-requests/LessonRequestsScreen'));
const LessonRequestScreen = lazy(() => import('./screens/lesson-requests/LessonRequestScreen'));
const SeasonScreen = lazy(() => import('./screens/season/SeasonScreen'));
const ProductSlotsScreen = lazy(() => import('./screens/season/ProductSlotsScreen'));
const OffersScreen = lazy(() => import('./screens/offers/OffersScreen'));
const ClosuresScreen = lazy(() => import('./screens/closures/ClosuresScreen'));
const ClosureScreen = lazy(() => import('./screens/closures/ClosureScreen'));
const InvoicingScreen = lazy(() => import('./screens/invoicing/InvoicingScreen'));
const AccountsScreen = lazy(() => import('./screens/accounts/AccountsScreen'));
const ActivityScreen = lazy(() => import('./screens/activity/ActivityScreen'));
// Check-in with the voucher's QR code: the camera's decoder loads with the scan screen only.
const ScanScreen = lazy(() => import('./screens/scan/ScanScreen'));
const OrderCheckInScreen = lazy(() => import('./screens/check-in/OrderCheckInScreen'));
// The instructor's day on a phone (issue 31): all an instructor's account opens, with the results of their groups.
const MyLessonsScreen = lazy(() => import('./screens/my-lessons/MyLessonsScreen'));
// Their own availability, within the school's lock (issue 31, item 2).
const MyAvailabilityScreen = lazy(() => import('./screens/my-availability/MyAvailabilityScreen'));
// Reached from an invitation or password-reset e-mail, logged out.
const InvitationScreen = lazy(() => import('./screens/accounts/InvitationScreen'));

function Routes({ path }: { path: string }) {
  const { m } = useI18n();
  if (path === '/' || path === '') return <DashboardScreen />;
  if (match('/orders', path)) return <OrdersScreen />;
  const checkIn = match('/orders/:number/check-in', path);
  if (checkIn?.number) return <OrderCheckInScreen number={checkIn.number} />;
  if (match('/scan', path)) return <ScanScreen />;
  const order = match('/orders/:number', path);
  if (order?.number) return <OrderScreen number={order.number} />;
  if (match('/rosters', path)) return <SlotsScreen />;
  const roster = match('/rosters/:slotId', path);
  if (roster?.slotId && /^\d+$/.test(roster.slotId)) return <RosterScreen slotId={Number(roster.slotId)} />;
  const groups = match('/slots/:slotId/groups', path);
  if (groups?.slotId && /^\d+$/.test(groups.slotId)) return <GroupsScreen slotId={Number(groups.slotId)} />;
  const results = match('/slots/:slotId/results', path);
  if (results?.slotId && /^\d+$/.test(results.slotId)) return <ResultsScreen slotId={Number(results.slotId)} />;
  if (match('/levels', path)) return <LevelsScreen />;
  if (match('/instructors', path)) return <InstructorsScreen />;
  if (match('/instructors/new', path)) return <InstructorScreen instructorId={null} />;
  const instructor = match('/instructors/:instructorId', path);
  if (instructor?.instructorId && /^\d+$/.test(instructor.instructorId))
    return <InstructorScreen instructorId={Number(instructor.instructorId)} />;
  if (match('/planning', path)) return <PlanningScreen />;
  if (match('/lesson-requests', path)) return <LessonRequestsScreen />;
  const lessonRequest = match('/lesson-requests/:requestId', path);
  if (lessonRequest?.requestId && /^\d+$/.test(lessonRequest.requestId))
    return <LessonRequestScreen requestId={Number(lessonRequest.requestId)} />;
  if (match('/reports', path)) return <ReportsScreen />;
  if (match('/reconciliation', path)) return <ReconciliationScreen />;
  if (match('/earnings', path)) return <EarningsScreen />;
  if (match('/catalogue', path)) return <CatalogueScreen />;
  // `/catalogue/new` creates a product; `/catalogue/:key` edits one.
  const product = match('/catalogue/:key', path);
  if (product?.key) return <ProductScreen productKey={product.key} />;
  if (match('/season', path)) return <SeasonScreen />;
  const seasonProduct = match('/season/products/:key', path);
  if (seasonProduct?.key) return <ProductSlotsScreen productKey={seasonProduct.key} />;
  if (match('/offers', path)) return <OffersScreen />;
  if (match('/closures', path)) return <ClosuresScreen />;
  const closure = match('/closures/:closureId', path);
  if (closure?.closureId && /^\d+$/.test(closure.closureId)) return <ClosureScreen closureId={Number(closure.closureId)} />;
  if (match('/invoicing', path)) return <InvoicingScreen />;
  if (match('/accounts', path)) return <AccountsScreen />;
  if (match('/activity', path)) return <ActivityScreen />;
  return (
    <Screen title={m.notFoundTitle}>
      <p>{m.notFoundText}</p>
      <Link to="/">{m.backToDashboard}</Link>
    </Screen>
  );
}

/**
 * An instructor's app: their lessons (at `/` and `/my-lessons`), their availability and their groups' results; any other page of the back
 * office says it is not theirs (the platform answers 403 there anyway), with a link to their lessons.
 */
function InstructorRoutes({ path }: { path: string }) {
  const { m } = useI18n();
  if (path === '/' || path === '' || match('/my-lessons', path)) return <MyLessonsScreen />;
  if (match('/my-availability', path)) return <MyAvailabilityScreen />;
  const results = match('/slots/:slotId/results', path);
  if (results?.slotId && /^\d+$/.test(results.slotId)) return <ResultsScreen slotId={Number(results.slotId)} />;
  return (
    <Screen title={m.instructorOnlyTitle}>
      <p>{m.instructorOnlyText}</p>
      <Link to="/my-lessons">{m.backToMyLessons}</Link>
    </Screen>
  );
}

export function LanguageSwitch() {
  const { lang, setLang, m } = useI18n();
  const other = lang === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className="button ghost lang-switch"
      lang={other}
      aria-label={m.switchLanguageLabel}
      onClick={() => setLang(other)}
    >
      {m.switchLanguage}
    </button>
  );
}

const NAV = [
  { to: '/', key: 'navDashboard', active: (p: string) => p === '/' },
  { to: '/orders', key: 'navOrders', active: (p: string) => p.startsWith('/orders') && !p.endsWith('/check-in') },
  { to: '/rosters', key: 'navRosters', active: (p: string) => p.startsWith('/rosters') || p.startsWith('/slots/') },
  { to: '/scan', key: 'navScan', active: (p: string) => p.startsWith('/scan') || p.endsWith('/check-in') },
  { to: '/reports', key: 'navReports', active: (p: string) => p.startsWith('/reports') },
  { to: '/earnings', key: 'navEarnings', active: (p: string) => p.startsWith('/earnings') },
  { to: '/reconciliation', key: 'navReconciliation', active: (p: string) => p.startsWith('/reconciliation') },
  { to: '/catalogue', key: 'navCatalogue', active: (p: string) => p.startsWith('/catalogue') },
  { to: '/levels', key: 'navLevels', active: (p: string) => p.startsWith('/levels') },
  { to: '/instructors', key: 'navInstructors', active: (p: string) => p.startsWith('/instructors') },
  { to: '/planning', key: 'navPlanning', active: (p: string) => p.startsWith('/planning') },
  { to: '/lesson-requests', key: 'navLessonRequests', active: (p: string) => p.startsWith('/lesson-requests') },
  { to: '/season', key: 'navSeason', active: (p: string) => p.startsWith('/season') },
  { to: '/closures', key: 'navClosures', active: (p: string) => p.startsWith('/closures') },
  { to: '/offers', key: 'navOffers', active: (p: string) => p.startsWith('/offers') },
  { to: '/activity', key: 'navActivity', active: (p: string) => p.startsWith('/activity') },
  { to: '/invoicing', key: 'navInvoicing', active: (p: string) => p.startsWith('/invoicing'), adminOnly: true },
  { to: '/accounts', key: 'navAccounts', active: (p: string) => p.startsWith('/accounts'), adminOnly: true },
] as const;

/** Header (brand, navigation, language, account), then the screen of the URL; the login screen while logged out. */
export function App() {
  const { auth } = useAuth();
  const { m } = useI18n();
  const { path } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef<string | null>(null);

  // After a navigation, focus goes to the new screen's heading (announced by screen readers);
  // not on the first load, nor when only the query changes (filters, paging).
  useEffect(() => {
    const was = previous.current;
    previous.current = path;
    if (was === null || was === path) return;
    let tries = 0;
    const focus = () => {
      // While a lazy screen loads, Suspense keeps the previous one in the page, hidden: its h1
      // cannot take focus, so this tries again until the new screen's does.
      const h1 = mainRef.current?.querySelector<HTMLElement>('h1');
      h1?.focus();
      if ((!h1 || document.activeElement !== h1) && tries++ < 40) window.setTimeout(focus, 50);
    };
    focus();
  }, [path]);

  if (auth.status === 'unknown') {
    return (
      <main id="main" className="main">
        <Spinner />
      </main>
    );
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <header className="app-header no-print">
        <div className="brand">
          <span>{m.appName}</span>
        </div>
        {auth.status === 'in' && auth.session.role === 'instructor' && (
          <MainNav
            items={[
              { to: '/my-lessons', label: m.navMyLessons, current: path === '/' || path.startsWith('/my-lessons') },
              { to: '/my-availability', label: m.navMyAvailability, current: path.startsWith('/my-availability') },
            ]}
          />
        )}
        {auth.status === 'in' && auth.session.role !== 'instructor' && (
          <MainNav
            items={NAV.filter((item) => !('adminOnly' in item) || auth.session.role === 'admin').map((item) => ({
              to: item.to,
              label: m[item.key],
              current: item.active(path),
            }))}
          />
        )}
        <div className="header-tools">
          {auth.status === 'in' && <SchoolSwitch />}
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <main id="main" className="main" ref={mainRef} tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          {match('/invitation', path) ? (
            <InvitationScreen />
          ) : auth.status === 'out' ? (
            <LoginScreen reason={auth.reason} />
          ) : auth.session.role === 'instructor' ? (
            <InstructorRoutes path={path} />
          ) : (
            <Routes path={path} />
          )}
        </Suspense>
      </main>
    </>
  );
}
