import { api } from '@/lib/api-client';

/** The app's API with the Help screen's cache tag: a new ticket or reply makes the list stale. */
export const helpApi = api.enhanceEndpoints({ addTagTypes: ['Tickets'] });
