// GET /doctors/{userId}: the public doctor page's data (issue 13, point 6),
// from the in-memory directory that search uses, so it answers the same field
// names as a search result and shows only listed (verified, active) doctors:
// 404 for any other, but 410 Gone for a verified doctor who was deactivated
// (lookup.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDoctorSchema, type PublicDoctor } from '@clinic/shared/doctor-page';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { AppError, notFound } from '../../errors.ts';
import type { DirectoryDoctor } from '../search/directory.ts';
import { listedDoctorFields } from '../search/service.ts';
import { lookupDoctorPage } from './lookup.ts';

export function mapUrlOf(
  d: Pick<
    DirectoryDoctor,
    'latitude' | 'longitude' | 'clinicName' | 'clinicAddress' | 'clinicCity'
  >,
): string {
  if (d.latitude != null && d.longitude != null) {
    const lat = d.latitude.toFixed(5);
    const lng = d.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  }
  const q = [d.clinicName, d.clinicAddress, d.clinicCity].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`;
}

export function publicDoctor(d: DirectoryDoctor): PublicDoctor {
  return {
    ...listedDoctorFields(d),
    mapUrl: mapUrlOf(d),
    slotMinutes: d.slotMinutes,
    bookingHorizonDays: d.bookingHorizonDays,
  };
}

export const doctorPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doctors/:userId',
    {
      schema: {
        tags: ['search'],
        summary:
          "A listed doctor's public page: profile, fees, clinic (the search result's fields)",
        description:
          'Public. 404 NOT_FOUND for an unknown doctor and for one never listed in search (unverified); 410 GONE for a verified doctor whose account was deactivated. Slots: GET /doctors/{userId}/slots; stories: GET /doctors/{userId}/stories.',
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: z.object({ doctor: publicDoctorSchema }) },
      },
    },
    async (request) => {
      const found = await lookupDoctorPage(app.deps.database, app.directory, request.params.userId);
      if (found.status === 'gone') throw new AppError('GONE', API_TEXTS.doctorNoLongerListed);
      if (found.status === 'unknown') throw notFound(API_TEXTS.doctorNotFound);
      return { doctor: publicDoctor(found.doctor) };
    },
  );
};
