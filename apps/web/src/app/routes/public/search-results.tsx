import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { SearchResultsScreen } from '@/features/search/components/search-results-screen';

// The six-step dialog loads only when a patient opens it.
const BookingModal = lazy(() =>
  import('@/features/booking/components/booking-modal').then((m) => ({ default: m.BookingModal })),
);

/** Search results, composed with the booking modal (features do not import each other). */
export default function SearchResultsRoute() {
  const [booking, setBooking] = useState<{ doctor: BookingDoctor; mode: BookingMode } | null>(null);
  // Closed, the dialog gives focus back to the button that opened it. Headless UI would,
  // had it seen that button get focus; its code comes with the dialog's chunk, later.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (booking || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [booking]);

  return (
    <>
      <SearchResultsScreen
        onQuickBook={(doctor, mode) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement ? active : null;
          setBooking({ doctor, mode });
        }}
      />
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
