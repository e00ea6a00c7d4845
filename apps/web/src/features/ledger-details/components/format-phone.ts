/** '+919876543210' -> '+91 98765 43210'; other numbers as given. */
export function formatPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/\s/g, ''));
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
