import { api } from '@/lib/api-client';

/**
 * The app's API with the admin area's cache tags: a review makes the queue (counts
 * and rows) stale, so the tabs show the new numbers on return.
 */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminDoctorList', 'AdminDoctor'] });
