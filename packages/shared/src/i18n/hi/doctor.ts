// हिन्दी, namespace `doctor` (en/doctor.ts has the English and the key list).
import type en from '../en/doctor.ts';
import type { Translations } from '../types.ts';

export default {} satisfies Translations<typeof en>;
