import { z } from 'zod';
import { GENDERS, practiceFieldsSchema, type Gender } from '@clinic/shared/practice-profile';

/**
 * The practice as typed into a form (sign-up step 3, My Profile): numbers as text,
 * blanks for what was left out. `<PracticeFields>` renders it.
 */
export interface PracticeDraft {
  gender: Gender | '';
  experience: string;
  offlineFee: string;
  onlineFee: string;
  offersVirtual: boolean;
  degrees: string[];
  languages: string[];
  registrationNumber: string;
  council: string;
  bio: string;
}

/** A form that holds a practice draft under `practice` (and maybe more beside it). */
export interface PracticeFormValues {
  practice: PracticeDraft;
}

export const PRACTICE_DRAFT_KEYS = [
  'gender',
  'experience',
  'offlineFee',
  'onlineFee',
  'offersVirtual',
  'degrees',
  'languages',
  'registrationNumber',
  'council',
  'bio',
] as const satisfies ReadonlyArray<keyof PracticeDraft>;

export const isPracticeDraftKey = (key: string): key is keyof PracticeDraft =>
  (PRACTICE_DRAFT_KEYS as readonly string[]).includes(key);

export const emptyPracticeDraft = (): PracticeDraft => ({
  gender: '',
  experience: '',
  offlineFee: '',
  onlineFee: '',
  offersVirtual: true,
  degrees: [],
  languages: [],
  registrationNumber: '',
  council: '',
  bio: '',
});

/** A blank number is left out (the server keeps its default), not read as 0. */
const blankless = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The draft in the shape of the shared practice schema (before its checks). Other
 * practice fields a form keeps beside these (sign-up's clinic phone) pass through.
 */
export function practiceInput<D extends PracticeDraft>(draft: D) {
  return {
    ...draft,
    gender: draft.gender === '' ? undefined : draft.gender,
    experience: blankless(draft.experience),
    offlineFee: blankless(draft.offlineFee),
    onlineFee: blankless(draft.onlineFee),
  };
}

/** The draft's fields as zod types, to build a form schema from (with `checkPracticeDraft`). */
export const practiceDraftShape = {
  gender: z.enum(GENDERS).or(z.literal('')),
  experience: z.string(),
  offlineFee: z.string(),
  onlineFee: z.string(),
  offersVirtual: z.boolean(),
  degrees: z.array(z.string()),
  languages: z.array(z.string()),
  registrationNumber: z.string(),
  council: z.string(),
  bio: z.string(),
};

/**
 * Checks a draft by the server's rules (`practiceFieldsSchema`) and puts the first
 * message of each field on that field. Use as a `superRefine` of a draft schema.
 */
export function checkPracticeDraft(draft: PracticeDraft, context: z.RefinementCtx): void {
  const checked = practiceFieldsSchema.safeParse(practiceInput(draft));
  if (checked.success) return;
  const seen = new Set<PropertyKey>();
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (field === undefined || seen.has(field)) continue;
    seen.add(field);
    context.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
}

export const practiceDraftSchema = z.object(practiceDraftShape).superRefine(checkPracticeDraft);
