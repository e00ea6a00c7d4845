// Data generators for the admin area's tests: answers shaped like the API's.
import type { ReviewDocument, DoctorReview } from '../api/get-doctor';
import type { QueueDoctor } from '../api/get-doctors';

export function buildQueueDoctor(index: number, overrides: Partial<QueueDoctor> = {}): QueueDoctor {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Dr. Doctor ${index}`,
    phone: `+9198765${String(index).padStart(5, '0')}`,
    email: `doctor${index}@example.com`,
    status: 'Pending',
    clinicName: `Clinic ${index}`,
    city: 'Bengaluru',
    memberSince: '2025-11-15T04:59:51.761Z',
    ...overrides,
  };
}

const KINDS = [
  'governmentId',
  'degreeCertificate',
  'medicalRegistration',
  'clinicDocument',
  'bankInfo',
];

export function buildReviewDocuments(status = 'Pending'): ReviewDocument[] {
  return KINDS.map((kind, index) => ({
    id: `10000000-0000-4000-8000-00000000000${index}`,
    kind,
    name: `${kind}.pdf`,
    sizeBytes: 850,
    status,
    reason: null,
    uploadedAt: '2025-11-15T05:29:51.761Z',
    reviewedAt: null,
    url: `/api/documents/10000000-0000-4000-8000-00000000000${index}`,
  }));
}

export function buildDoctorReview(overrides: Partial<DoctorReview['doctor']> = {}): DoctorReview {
  return {
    doctor: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Dr. Harini Adiga',
      phone: '+919410473265',
      email: 'hariniadiga@gmail.com',
      memberSince: '2025-11-15T04:59:51.761Z',
      verificationStatus: 'Pending',
      degrees: 'MBBS, MS - Obstetrics & Gynaecology',
      clinicName: "Adiga Women's Clinic",
      clinicAddress: 'No. 118, Church Street, Frazer Town, Bengaluru 560005',
      city: 'Bengaluru',
      ...overrides,
    },
    documents: buildReviewDocuments(),
  };
}
