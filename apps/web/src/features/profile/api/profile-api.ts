import { api } from '@/lib/api-client';

/**
 * The app's API with the profile screen's cache tag. Every call of this feature is
 * injected here, so a change (details, a new document) refetches the profile, and
 * with it the server's computed completion.
 */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] });
