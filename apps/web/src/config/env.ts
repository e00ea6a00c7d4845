// Checked by hand rather than with zod: this module is on the landing page's path, and
// zod's core is shared with every form of the app, so importing it here would add
// about 14 kB gzip to the first screen.
//
// Every variable has a default so `npm run dev` works out of the box; a value that
// is present but malformed stops the app with every bad key listed.

const DEFAULTS = {
  VITE_API_BASE_URL: '/api',
  VITE_APP_NAME: 'Digital Clinic',
  VITE_CONTACT_PHONE: '+91 12345 67890',
  VITE_CONTACT_EMAIL: 'care@digitalclinic.example',
  VITE_CONTACT_ADDRESS: 'Bengaluru, Karnataka, India',
} as const;

type EnvKey = keyof typeof DEFAULTS;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHECKS: Partial<Record<EnvKey, { test: (value: string) => boolean; message: string }>> = {
  VITE_CONTACT_EMAIL: {
    test: (value) => EMAIL_PATTERN.test(value),
    message: 'Invalid email address',
  },
};

function parseEnv(source: Record<string, unknown>) {
  const problems: string[] = [];
  const read = (key: EnvKey): string => {
    const raw = source[key];
    if (raw === undefined) return DEFAULTS[key];
    if (typeof raw !== 'string' || raw.length === 0) {
      problems.push(`${key}: must be a non-empty string`);
      return DEFAULTS[key];
    }
    const check = CHECKS[key];
    if (check && !check.test(raw)) problems.push(`${key}: ${check.message}`);
    return raw;
  };

  const env = {
    apiBaseUrl: read('VITE_API_BASE_URL'),
    appName: read('VITE_APP_NAME'),
    contact: {
      phone: read('VITE_CONTACT_PHONE'),
      email: read('VITE_CONTACT_EMAIL'),
      address: read('VITE_CONTACT_ADDRESS'),
    },
  } as const;
  if (problems.length > 0) {
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`);
  }
  return env;
}

export const env = parseEnv(import.meta.env);
