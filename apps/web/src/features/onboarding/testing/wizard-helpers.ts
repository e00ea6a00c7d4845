import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PROFILE_DOCUMENT_FIELDS } from '../api/complete-profile';
import en from '@clinic/shared/i18n/en/onboarding';

type User = ReturnType<typeof userEvent.setup>;

/** A small valid PDF: the '%PDF-' signature and some padding, 2 KB in all. */
export function pdfFile(name: string, bytes = 2048): File {
  const header = '%PDF-1.7\n';
  return new File([header, new Uint8Array(bytes - header.length)], name, {
    type: 'application/pdf',
  });
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file that starts like a PNG (its signature, then padding), `bytes` long in all. */
export function pngFile(name = 'me.png', bytes = 4096, type = 'image/png'): File {
  return new File(
    [new Uint8Array(PNG_SIGNATURE), new Uint8Array(bytes - PNG_SIGNATURE.length)],
    name,
    {
      type,
    },
  );
}

/** Picks an option of an autocomplete after typing `text` into it. */
export async function pickOption(user: User, field: string, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: field }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills step 3 with valid values: Koramangala (Bengaluru), Cardiologist, default timings. */
export async function fillClinicDetails(user: User, email = 'asha@clinic.in') {
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Clinic name' }), 'Sunrise Family Clinic');
  await pickOption(user, 'Clinic address', 'Kora', 'Koramangala, Bengaluru, Karnataka');
  await pickOption(user, 'Specializations', 'Card', 'Cardiologist');
  await user.type(
    screen.getByRole('textbox', { name: /additional location info/i }),
    '2nd floor, above the pharmacy',
  );
}

/** Uploads one PDF per required document on step 4. */
export async function uploadAllDocuments(user: User) {
  for (const field of PROFILE_DOCUMENT_FIELDS) {
    await user.upload(
      screen.getByLabelText(en.documents.kinds[field].label),
      pdfFile(`${field}.pdf`),
    );
  }
  await screen.findByText('bankInfo.pdf');
}

/** The chips of the chosen specializations. */
export function chosenSpecializations(): string[] {
  const list = screen.queryByRole('list', { name: 'Chosen specializations' });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}
