import { skipToken } from '@reduxjs/toolkit/query/react';
import { FileText, Phone, Pill } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { FileViewerDialog } from '@/components/ui/file-viewer-dialog';
import { getApiErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import type { AppointmentDetails } from '../api/get-appointment';
import { useGetAppointmentFileQuery, type ViewedFile } from '../api/get-appointment-file';
import { formatDisplayDate, formatFileSize, formatPhone, isoDay } from '../utils/format';

function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `panel-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const fileLink =
  'inline-flex max-w-full items-center gap-1 text-left font-medium text-brand-800 hover:underline';

/** The patient beside the appointment: who they are, their documents and prescriptions. */
export function PatientPanel({ details }: { details: AppointmentDetails }) {
  const { t } = useTranslation(['appointments', 'portal']);
  const f = useFormat();
  /** A date as formatDisplayDate reads it, written in the language shown. */
  const day = (value: string | null | undefined) => {
    const iso = f.language === 'en' ? null : isoDay(value);
    return iso ? f.date(iso, 'medium') : formatDisplayDate(value);
  };
  const { documents, prescriptions } = details;
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const fileQuery = useGetAppointmentFileQuery(viewing?.url ?? skipToken);
  // A slot created for a client without a patient record still has a name or email.
  const patient = details.patient ?? {
    name:
      details.appointment.patient ||
      details.appointment.patientEmail ||
      t('details.patient.client'),
    phone: null,
    age: null,
    memberSince: null,
  };
  return (
    <div className="space-y-6">
      <section
        aria-label={t('details.patient.label')}
        className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
      >
        <Avatar src={null} name={patient.name} className="mx-auto size-20 rounded-full text-2xl" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{patient.name}</h2>
        {patient.memberSince ? (
          <p className="text-sm text-slate-600">
            {t('details.patient.memberSince', { date: day(patient.memberSince) })}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('details.patient.notRegistered')}</p>
        )}
        <dl className="mt-4 grid grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] gap-3 text-left">
          <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{t('details.patient.phone')}</dt>
            <dd className="mt-0.5 text-sm font-medium text-slate-900">
              {patient.phone ? (
                <a
                  href={`tel:${patient.phone}`}
                  className="inline-flex items-center gap-1 whitespace-nowrap hover:text-brand-800"
                >
                  <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                  {formatPhone(patient.phone)}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{t('details.patient.age')}</dt>
            <dd className="mt-0.5 text-sm font-medium text-slate-900">{patient.age ?? '—'}</dd>
          </div>
        </dl>
      </section>

      <PanelSection id="documents-uploaded" title={t('details.patient.documents')}>
        {documents.length === 0 ? (
          <p className="text-sm text-slate-600">{t('details.patient.noDocuments')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {documents.map((doc) => (
              <li key={doc.id} className="flex items-start gap-3 py-2.5">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1 text-sm">
                  {doc.url ? (
                    <button
                      type="button"
                      className={fileLink}
                      onClick={() => setViewing({ name: doc.name, url: doc.url! })}
                    >
                      <span className="truncate">{doc.name}</span>
                    </button>
                  ) : (
                    <p className="truncate font-medium text-slate-900">{doc.name}</p>
                  )}
                  <p className="text-xs text-slate-600">
                    {[formatFileSize(doc.size), day(doc.date)]
                      .filter((part) => part && part !== '—')
                      .join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>

      <PanelSection id="prescription-history" title={t('details.patient.prescriptions')}>
        {prescriptions.length === 0 ? (
          <p className="text-sm text-slate-600">{t('details.patient.noPrescriptions')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {prescriptions.map((item) => (
              <li key={item.id} className="flex items-start gap-3 py-2.5">
                <Pill aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{item.id}</span>
                    <span className="text-xs text-slate-600">{day(item.date)}</span>
                  </p>
                  <p className="text-slate-800">{item.medication ?? '—'}</p>
                  <p className="flex items-center justify-between gap-2 text-xs text-slate-600">
                    <span>{item.doctor ?? ''}</span>
                    {item.url ? (
                      <button
                        type="button"
                        className={fileLink}
                        onClick={() =>
                          setViewing({
                            name: t('details.patient.prescriptionName', { id: item.id }),
                            url: item.url!,
                          })
                        }
                      >
                        {t('details.patient.view')}
                        <span className="sr-only">
                          {t('details.patient.viewPrescription', { id: item.id })}
                        </span>
                      </button>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
      <FileViewerDialog
        file={viewing}
        onClose={() => setViewing(null)}
        data={fileQuery.data}
        isFetching={fileQuery.isFetching}
        error={
          fileQuery.error
            ? getApiErrorMessage(fileQuery.error, t('portal:fallbacks.openFile'))
            : undefined
        }
        onRetry={() => void fileQuery.refetch()}
      />
    </div>
  );
}
