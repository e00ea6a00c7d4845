import { lazy, Suspense, useState } from 'react';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { SearchResultsScreen } from '@/features/search/components/search-results-screen';

// The six-step dialog loads only when a patient opens it.
const BookingModal = lazy(() =>
  import('@/features/booking/components/booking-modal').then((m) => ({ default: m.BookingModal })),
);

/** Search results, composed with the booking modal (features do not import each other). */
export default function SearchResultsRoute() {
  const [booking, setBooking] = useState<{ doctor: BookingDoctor; mode: BookingMode } | null>(null);
  return (
    <>
      <SearchResultsScreen onQuickBook={(doctor, mode) => setBooking({ doctor, mode })} />
      {booking ? (
        <Suspense fallback={null}>
          <BookingModal
            doctor={booking.doctor}
            mode={booking.mode}
            open
            onClose={() => setBooking(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
