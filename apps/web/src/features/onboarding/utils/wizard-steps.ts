/**
 * The wizard's steps by their spec numbers: 0 name and mobile, 1 OTP, 2 password,
 * 3 clinic details, 4 documents, 5 success, 6 preferred payment. After 4 comes 6,
 * and after 6 comes 5.
 */
export type WizardStep = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const STEP_ORDER: readonly WizardStep[] = [0, 1, 2, 3, 4, 6, 5];

/** Each step's key in the `onboarding` catalogue: t(`progress.steps.${STEP_KEYS[step]}`). */
export const STEP_KEYS = {
  0: 'details',
  1: 'verify',
  2: 'password',
  3: 'clinic',
  4: 'documents',
  6: 'payment',
  5: 'done',
} as const satisfies Record<WizardStep, string>;

/** The steps' English titles (the `onboarding` catalogue's progress.steps). */
export const STEP_TITLES: Record<WizardStep, string> = {
  0: 'Your details',
  1: 'Verify mobile',
  2: 'Password',
  3: 'Clinic details',
  4: 'Documents',
  6: 'Payment',
  5: 'Done',
};

/** The step navigation state asks for: `{ step: 3 }` from login, else the start. */
export function initialStepFrom(state: unknown, hasToken: boolean): WizardStep {
  const step = (state as { step?: unknown } | null)?.step;
  return step === 3 && hasToken ? 3 : 0;
}
