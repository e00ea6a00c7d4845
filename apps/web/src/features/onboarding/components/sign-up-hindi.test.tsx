// The sign-up wizard in Hindi (issue 14): every step's words, its validation
// messages and its progress line, with no raw key and no English left in them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import hi from '@clinic/shared/i18n/hi/onboarding';
import { RAW_KEY } from '@/testing/i18n';
import { renderRoutes } from '@/testing/test-utils';
import { PROFILE_DOCUMENT_FIELDS } from '../api/complete-profile';
import { fakeOnboardingApi } from '../testing/fake-onboarding-api';
import { pdfFile, pickOption } from '../testing/wizard-helpers';
import { SignUpWizard } from './sign-up-wizard';

// Whole flows with many keystrokes; generous so a busy machine does not fail them.
const FLOW_TIMEOUT = 60_000;

const doctor = { name: 'Dr. Asha Rao', email: null };
const routes = [
  { path: '/sign-up', element: <SignUpWizard currentUser={doctor} /> },
  { path: '/login', element: <h1>Login screen</h1> },
  { path: '/dashboard', element: <h1>Dashboard screen</h1> },
];

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

describe('the sign-up wizard in Hindi', { timeout: FLOW_TIMEOUT }, () => {
  beforeEach(() => {
    window.localStorage.removeItem('token');
  });

  it('steps 0 to 2: name and mobile, the code, the password', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: ['/sign-up'], language: 'hi' });

    expect(screen.getByRole('heading', { level: 1, name: 'साइन अप' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'अपना डॉक्टर खाता बनाएँ' })).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'साइन-अप की प्रगति' });
    expect(within(progress).getByText(/चरण 1 \/ 7:/)).toBeInTheDocument();
    expect(within(progress).getAllByText('मोबाइल सत्यापन').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('नाम आवश्यक है')).toBeVisible();
    expect(screen.getByText('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toBeVisible();
    expectNoRawKeyNorEnglish('Create your doctor account', 'Full name', 'Already have', 'Step');

    await user.type(screen.getByRole('textbox', { name: 'पूरा नाम' }), 'डॉ. आशा राव');
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9812345678');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));

    const otpHeading = await screen.findByRole('heading', {
      name: 'अपना मोबाइल नंबर सत्यापित करें',
    });
    expect(otpHeading).toBeVisible();
    expect(screen.getByText(/हमने 6 अंकों का कोड/)).toHaveTextContent(
      'हमने 6 अंकों का कोड +91 9812345678 पर भेजा है। नंबर बदलें',
    );
    expect(screen.getByText(/समाप्त होगा/)).toHaveTextContent('कोड 5:00 में समाप्त होगा');
    expect(screen.getByRole('button', { name: 'पुष्टि करें' })).toBeDisabled();
    expectNoRawKeyNorEnglish("We've sent", 'Code expires', 'Edit number', 'Confirm', 'Cancel');

    await user.click(screen.getAllByRole('textbox', { name: /6 में से अंक/ })[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'पुष्टि करें' }));

    expect(await screen.findByRole('heading', { name: 'अपना पासवर्ड सेट करें' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('OTP सफलतापूर्वक सत्यापित हुआ!');
    expect(screen.getByLabelText('पासवर्ड', { selector: 'input' })).toBeVisible();
    expect(screen.getByLabelText('पासवर्ड की पुष्टि करें', { selector: 'input' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeVisible();
    expectNoRawKeyNorEnglish('Set your password', 'Create Account', 'Confirm password');
  });

  it('steps 3, 4, 6 and 5: clinic details, documents, payment and success', async () => {
    window.localStorage.setItem('token', 'session-token');
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, {
      entries: [{ pathname: '/sign-up', state: { step: 3 } }],
      language: 'hi',
    });

    // Step 3: labels, days, the progress line and every required field's message.
    expect(screen.getByRole('heading', { name: 'क्लिनिक का विवरण' })).toBeVisible();
    const progress = screen.getByRole('navigation', { name: 'साइन-अप की प्रगति' });
    expect(within(progress).getByText(/चरण 4 \/ 7:/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'शनिवार बंद' })).toBeChecked();
    expect(screen.getByLabelText('सोमवार की शिफ़्ट 1 के खुलने का समय')).toHaveValue('09:00');
    expect(screen.getByRole('button', { name: 'मंगलवार को शिफ़्ट जोड़ें' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'लिंग (वैकल्पिक)' })).toHaveTextContent('महिला');
    expect(screen.getByRole('checkbox', { name: 'मैं वीडियो परामर्श देता/देती हूँ' })).toBeVisible();
    expect(screen.getByText('फ़ोटो अपलोड करें')).toBeVisible();
    await user.type(screen.getByRole('spinbutton', { name: /अनुभव के वर्ष/ }), '71');
    await user.click(screen.getByRole('button', { name: 'दस्तावेज़ों पर आगे बढ़ें' }));
    expect(await screen.findByText('ईमेल आवश्यक है')).toBeVisible();
    expect(screen.getByText('क्लिनिक का नाम आवश्यक है')).toBeVisible();
    expect(screen.getByText('कृपया सुझावों में से क्लिनिक का पता चुनें')).toBeVisible();
    expect(screen.getByText('शहर आवश्यक है')).toBeVisible();
    expect(screen.getByText('कम से कम एक विशेषज्ञता चुनें')).toBeVisible();
    expect(screen.getByText('अनुभव 0 से 70 वर्ष के बीच होना चाहिए')).toBeVisible();
    expectNoRawKeyNorEnglish(
      'Clinic details',
      'Email is required',
      'Choose at least',
      'Experience must',
      'Monday',
      'Closed',
      'Add shift',
      'Opening time',
      'Specializations',
      'Your practice',
      'Years of experience',
      'Profile photo',
    );

    await user.clear(screen.getByRole('spinbutton', { name: /अनुभव के वर्ष/ }));
    await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), 'asha@clinic.in');
    await user.type(screen.getByRole('textbox', { name: 'क्लिनिक का नाम' }), 'आरोग्य क्लिनिक');
    await pickOption(user, 'क्लिनिक का पता', 'Kora', 'Koramangala, Bengaluru, Karnataka');
    expect(screen.getByRole('combobox', { name: 'शहर' })).toHaveValue('Bengaluru');
    // The specialities in Hindi, found by their Hindi name too; the profile sends English.
    await pickOption(user, 'विशेषज्ञताएँ', 'हृदय', 'हृदय रोग विशेषज्ञ');
    expect(screen.getByRole('button', { name: 'हृदय रोग विशेषज्ञ हटाएँ' })).toBeVisible();
    expect(screen.getByRole('list', { name: hi.specializations.chosen })).toHaveTextContent(
      'हृदय रोग विशेषज्ञ',
    );
    expectNoRawKeyNorEnglish('Cardiologist');
    await user.click(screen.getByRole('button', { name: 'दस्तावेज़ों पर आगे बढ़ें' }));

    // Step 4: the five documents by their Hindi names, and the missing-documents message.
    expect(await screen.findByRole('heading', { name: 'दस्तावेज़ अपलोड करें' })).toBeVisible();
    expect(
      screen.getByText('आधार, पैन, पासपोर्ट या वोटर आईडी · केवल PDF, अधिकतम 10 MB'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'भुगतान पर आगे बढ़ें' }));
    expect(await screen.findByText('आगे बढ़ने के लिए पाँचों दस्तावेज़ अपलोड करें।')).toBeVisible();
    expect(screen.getAllByText('कृपया यह दस्तावेज़ अपलोड करें')).toHaveLength(5);
    expectNoRawKeyNorEnglish('Upload documents', 'Government ID', 'PDF only', 'Please upload');
    for (const field of PROFILE_DOCUMENT_FIELDS) {
      await user.upload(
        screen.getByLabelText(hi.documents.kinds[field].label),
        pdfFile(`${field}.pdf`),
      );
    }
    await screen.findByText('bankInfo.pdf');
    expect(screen.getByRole('button', { name: 'सरकारी पहचान पत्र हटाएँ' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'भुगतान पर आगे बढ़ें' }));

    // Step 6: the methods in Hindi (UPI is a name), and the cash handler's message.
    expect(await screen.findByRole('heading', { name: 'भुगतान का पसंदीदा तरीका' })).toBeVisible();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['नकद', 'क्रेडिट/डेबिट कार्ड', 'UPI', 'नेट बैंकिंग', 'उपरोक्त सभी']);
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल पूरी करें' }));
    expect(await screen.findByText('कृपया भुगतान का तरीका चुनें')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'नकद' }));
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल पूरी करें' }));
    expect(await screen.findByText('बताएँ कि क्लिनिक में नकद भुगतान कौन संभालता है')).toBeVisible();
    expectNoRawKeyNorEnglish('Preferred payment', 'Cash handler', 'Complete Profile', 'Tell us');
    await user.type(screen.getByRole('textbox', { name: 'नकद संभालने वाले' }), 'रिसेप्शन');
    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल पूरी करें' }));

    // Step 5: success.
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल सफलतापूर्वक पूरी हुई!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'डैशबोर्ड पर जाएँ' })).toBeVisible();
    expect(screen.getByText(/सेकंड में आपका डैशबोर्ड खुलेगा/)).toBeVisible();
    expectNoRawKeyNorEnglish('Go to Dashboard', 'Opening your dashboard', 'Our team');
    const [call] = api.callsTo('POST /api/onboarding/complete-profile');
    expect((call?.body as FormData).get('specializations')).toBe('["Cardiologist"]');
  });
});
