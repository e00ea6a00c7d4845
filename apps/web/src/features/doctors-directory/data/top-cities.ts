/** The cities with the most doctors on the platform, largest first. */
export const TOP_CITIES = [
  { city: 'Mumbai', state: 'Maharashtra' },
  { city: 'Delhi', state: 'Delhi' },
  { city: 'Bengaluru', state: 'Karnataka' },
  { city: 'Kolkata', state: 'West Bengal' },
  { city: 'Chennai', state: 'Tamil Nadu' },
  { city: 'Ahmedabad', state: 'Gujarat' },
  { city: 'Hyderabad', state: 'Telangana' },
  { city: 'Pune', state: 'Maharashtra' },
  { city: 'Surat', state: 'Gujarat' },
  { city: 'Jaipur', state: 'Rajasthan' },
  { city: 'Lucknow', state: 'Uttar Pradesh' },
  { city: 'Nagpur', state: 'Maharashtra' },
] as const;

/**
 * Specialities most patients look for, with a line on what each treats; the rest are
 * listed A to Z below them.
 */
export const POPULAR_SPECIALITIES = [
  { name: 'General Physician', text: 'Fever, infections, diabetes and blood pressure' },
  { name: 'Dentist', text: 'Tooth pain, cleaning, fillings and braces' },
  { name: 'Dermatologist', text: 'Acne, rashes, hair fall and skin allergies' },
  { name: 'Gynecologist/Obstetrician', text: 'Periods, pregnancy and women’s health' },
  { name: 'Pediatrician', text: 'Vaccinations, growth and childhood illness' },
  { name: 'Orthopedist', text: 'Joint pain, fractures and back problems' },
  { name: 'ENT Specialist', text: 'Ear, nose, throat and sinus problems' },
  { name: 'Cardiologist', text: 'Chest pain, heart rhythm and cholesterol' },
  { name: 'Psychiatrist', text: 'Depression, anxiety, sleep and stress' },
  { name: 'Ophthalmologist', text: 'Eye checks, cataract and vision problems' },
  { name: 'Gastroenterologist', text: 'Acidity, stomach pain and liver health' },
  { name: 'Physiotherapist', text: 'Rehabilitation, sports injuries and posture' },
] as const;
