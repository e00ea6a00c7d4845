import { portalApi } from '@/lib/portal-api';

/**
 * The portal's API with the reviews' own cache tag: a reply stored here makes the
 * list stale, and nothing outside My Ratings shows the doctor's reviews.
 */
export const reviewsApi = portalApi.enhanceEndpoints({ addTagTypes: ['Reviews'] });
