import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  /** 0-5; halves are not drawn, the label says the exact value. */
  rating: number;
  className?: string;
  size?: 'sm' | 'md';
}

/** Five stars, the first `rating` filled, read out as "4 out of 5 stars". */
export function StarRating({ rating, className, size = 'sm' }: StarRatingProps) {
  const { t } = useTranslation();
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('starRating', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
