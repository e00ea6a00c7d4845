import type { Article } from '../data/articles';

export const CATEGORY_TONES: Record<Article['category'], string> = {
  Booking: 'bg-brand-100 text-brand-900',
  Teleconsultation: 'bg-sky-100 text-sky-900',
  'Trust & safety': 'bg-violet-100 text-violet-900',
  'Preventive care': 'bg-amber-100 text-amber-900',
  'Patient tips': 'bg-rose-100 text-rose-900',
};
