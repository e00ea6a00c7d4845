import { CircleAlert, CircleCheck } from 'lucide-react';
import { useValidationText } from '@/hooks/use-validation-text';
import { cn } from '@/lib/cn';

interface FormMessageProps {
  /** Nothing is rendered without a message. */
  message: string | null | undefined;
  tone?: 'error' | 'success';
  id?: string;
  className?: string;
}

/**
 * A form-level result line: errors in red (announced at once), successes in green
 * (announced politely).
 */
export function FormMessage({ message, tone = 'error', id, className }: FormMessageProps) {
  // The spec's validation messages are shown in the visitor's language.
  const validationText = useValidationText();
  if (!message) return null;
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm font-medium',
        tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{validationText(message)}</span>
    </p>
  );
}

/** The error line under a single field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const validationText = useValidationText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {validationText(message)}
    </p>
  );
}
