// Data generators for the profile screen's tests: answers shaped like the API's.
import type { Profile, ProfileDocument } from '../api/get-profile';

const KINDS = [
  ['governmentId', 'aadhaar-card.pdf'],
  ['degreeCertificate', 'degree-certificate.pdf'],
  ['medicalRegistration', 'medical-registration.pdf'],
  ['clinicDocument', 'clinic-licence.pdf'],
  ['bankInfo', 'cancelled-cheque.pdf'],
] as const;

export function buildDocument(overrides: Partial<ProfileDocument> = {}): ProfileDocument {
  const id = overrides.id ?? `doc-${overrides.kind ?? 'governmentId'}`;
  return {
    id,
    kind: 'governmentId',
    name: 'aadhaar-card.pdf',
    sizeBytes: 845,
    status: 'Verified',
    reason: null,
    uploadedAt: '2025-10-17T09:36:51.761Z',
    reviewedAt: '2025-10-20T09:06:51.761Z',
    url: `/api/documents/${id}`,
    ...overrides,
  };
}

/** The five documents, all Verified unless a kind is given other fields. */
export function buildDocuments(
  overrides: Partial<Record<string, Partial<ProfileDocument>>> = {},
): ProfileDocument[] {
  return KINDS.map(([kind, name]) => buildDocument({ kind, name, ...overrides[kind] }));
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    name: 'Dr. Ananya Sharma',
    email: 'ananya.sharma@demo-clinic.in',
    phoneNumber: '+919876543210',
    memberSince: '2025-10-17T09:06:51.761Z',
    photoUrl: null,
    degrees: ['MBBS', 'MD - General Medicine'],
    languages: ['English', 'Hindi'],
    experience: 12,
    verificationStatus: 'Verified',
    profileCompletion: 70,
    clinicProfiles: [
      {
        clinicName: 'Sharma Family Clinic',
        clinicAddress: '2nd Floor, Lakshmi Plaza, 80 Feet Road, Koramangala, Bengaluru 560034',
        city: 'Bengaluru',
      },
    ],
    documents: buildDocuments(),
    ...overrides,
  };
}
