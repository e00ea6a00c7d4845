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
 * Specialities most patients look for (the `search` catalogue's directory.popular has a
 * line on what each treats); the rest are listed A to Z below them.
 */
export const POPULAR_SPECIALITIES = [
  { name: 'General Physician' },
  { name: 'Dentist' },
  { name: 'Dermatologist' },
  { name: 'Gynecologist/Obstetrician' },
  { name: 'Pediatrician' },
  { name: 'Orthopedist' },
  { name: 'ENT Specialist' },
  { name: 'Cardiologist' },
  { name: 'Psychiatrist' },
  { name: 'Ophthalmologist' },
  { name: 'Gastroenterologist' },
  { name: 'Physiotherapist' },
] as const;
