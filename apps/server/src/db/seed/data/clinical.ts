// Texts of the demo practice (a general physician with a diabetes practice):
// reasons for a visit with what a patient writes, what the doctor notes and
// prescribes; review texts; support tickets.

export interface Treatment {
  reason: string;
  /** Patient notes written at booking (one is picked; sometimes none). */
  notes: readonly string[];
  /** What the doctor writes after the visit. */
  doctorNotes: readonly string[];
  /** Prescriptions (medication text); empty when none is usual. */
  medication: readonly string[];
  /** Who it suits. */
  ages: 'child' | 'adult' | 'any' | 'older';
  chronic?: boolean;
}

export const TREATMENTS: readonly Treatment[] = [
  {
    reason: 'Fever and body ache',
    notes: ['Fever since 3 days, around 101°F at night, body pain.', 'High fever since yesterday with chills and headache.', 'Fever on and off for 4 days, feeling very weak.'],
    doctorNotes: ['Temp 100.8°F, throat mildly congested. Likely viral fever. Advised CBC and dengue NS1 if fever persists beyond 3 days. Fluids and rest.', 'Viral fever. Chest clear. Paracetamol SOS, plenty of fluids. Review if fever continues after 72 hours.'],
    medication: ['Paracetamol 650 mg - 1 tablet every 6 hours if fever (max 4 a day) for 3 days; ORS 1 sachet in 1 litre water, sip through the day', 'Paracetamol 500 mg - 1 tablet thrice daily after food for 3 days; Cetirizine 10 mg - 1 tablet at night for 5 days'],
    ages: 'adult',
  },
  {
    reason: 'Routine check-up',
    notes: ['Annual check-up, would like to review my blood reports.', 'General check-up before starting a gym routine.', ''],
    doctorNotes: ['BP 122/80, BMI 24.1. Reports within normal limits except mildly low vitamin D. Advised sunlight exposure and supplement.', 'Healthy. Continue exercise. Repeat lipid profile in 1 year.'],
    medication: ['Vitamin D3 60,000 IU - 1 sachet once a week for 8 weeks', ''],
    ages: 'any',
  },
  {
    reason: 'Diabetes follow-up',
    notes: ['Fasting sugar readings 150-180 this month.', 'Sugar readings high in the mornings (180-200).', 'Follow-up with latest HbA1c report.', 'Feeling tired, sugar levels fluctuating.'],
    doctorNotes: ['HbA1c 7.6% (was 8.1%). Improving. Continue metformin, walk 30 minutes daily, reduce rice portions. Review in 3 months with HbA1c.', 'FBS 168, PPBS 236. Added glimepiride 1 mg before breakfast. Diet chart given. Review in 4 weeks with sugar log.', 'Sugars well controlled. Foot examination normal. Annual eye check advised.'],
    medication: ['Metformin 500 mg - 1 tablet twice daily after food; Glimepiride 1 mg - 1 tablet before breakfast', 'Metformin SR 1000 mg - 1 tablet after dinner; Vildagliptin 50 mg - 1 tablet twice daily', 'Metformin 500 mg - 1 tablet twice daily after food for 90 days'],
    ages: 'older',
    chronic: true,
  },
  {
    reason: 'High blood pressure review',
    notes: ['Home BP readings around 150/95.', 'Occasional headache, BP was 160/100 at the pharmacy.', 'Monthly BP follow-up.'],
    doctorNotes: ['BP 148/94. Started amlodipine 5 mg. Low-salt diet, daily walk. Review in 2 weeks with home BP log.', 'BP 132/84 on current medication. Continue. Check kidney function and lipid profile before next visit.'],
    medication: ['Amlodipine 5 mg - 1 tablet once daily in the morning', 'Telmisartan 40 mg - 1 tablet once daily; continue Amlodipine 5 mg'],
    ages: 'older',
    chronic: true,
  },
  {
    reason: 'Thyroid check',
    notes: ['TSH report came high, please review.', 'Gaining weight and feeling tired, want a thyroid test.', 'Thyroid follow-up, on thyroxine 50 mcg.'],
    doctorNotes: ['TSH 7.8. Started levothyroxine 25 mcg empty stomach. Repeat TSH after 6 weeks.', 'TSH 2.4 on 50 mcg. Continue same dose. Repeat in 6 months.'],
    medication: ['Levothyroxine 25 mcg - 1 tablet on an empty stomach every morning', 'Levothyroxine 50 mcg - 1 tablet on an empty stomach every morning'],
    ages: 'adult',
    chronic: true,
  },
  {
    reason: 'Cold and cough',
    notes: ['Running nose and dry cough for 5 days.', 'Cough worse at night, mild sore throat.', 'Blocked nose and sneezing since the weather changed.'],
    doctorNotes: ['Upper respiratory infection. Chest clear. Steam inhalation, warm fluids. Antibiotic not needed.', 'Allergic rhinitis with post-nasal drip. Antihistamine and saline nasal spray.'],
    medication: ['Levocetirizine 5 mg - 1 tablet at night for 5 days; Dextromethorphan syrup 5 ml thrice daily for 5 days', 'Montelukast-Levocetirizine - 1 tablet at night for 7 days; Saline nasal spray 2 puffs each nostril thrice daily'],
    ages: 'any',
  },
  {
    reason: 'Stomach pain and acidity',
    notes: ['Burning in the chest after meals for a week.', 'Bloating and acidity, worse at night.', 'Stomach pain after eating outside food.'],
    doctorNotes: ['Gastritis. Avoid spicy and oily food, late dinners. PPI for 2 weeks.', 'Acute gastroenteritis, mild dehydration. ORS, bland diet. Review if blood in stools.'],
    medication: ['Pantoprazole 40 mg - 1 tablet before breakfast for 14 days; Antacid gel 10 ml after meals if needed', 'Ondansetron 4 mg - 1 tablet if vomiting; ORS after every loose stool; Probiotic capsule once daily for 5 days'],
    ages: 'adult',
  },
  {
    reason: 'Headache and migraine',
    notes: ['Severe one-sided headache with nausea, 2-3 times a week.', 'Headache every evening after office.'],
    doctorNotes: ['Migraine without aura. Trigger diary advised, regular sleep. Prophylaxis started.', 'Tension-type headache. Screen time breaks, posture correction, hydration.'],
    medication: ['Naproxen 500 mg - 1 tablet at onset of headache (max 2 a day); Propranolol 20 mg - 1 tablet twice daily for 6 weeks', 'Paracetamol 650 mg - 1 tablet if headache'],
    ages: 'adult',
  },
  {
    reason: 'Annual health check-up',
    notes: ['Company health check-up, reports attached.', 'Full body check-up for my father.'],
    doctorNotes: ['LDL 152, triglycerides 210. Lifestyle changes first; repeat lipid profile in 3 months.', 'All parameters normal. Continue current lifestyle.'],
    medication: ['Atorvastatin 10 mg - 1 tablet at bedtime', ''],
    ages: 'older',
  },
  {
    reason: 'Insulin dose adjustment',
    notes: ['On insulin, sugars going low at night.', 'Post-lunch sugars above 250 despite insulin.'],
    doctorNotes: ['Night-time hypoglycaemia. Reduced basal insulin by 2 units. Bedtime snack advised. Sugar log for 2 weeks.', 'Added 4 units rapid-acting insulin before lunch. Review in 1 week.'],
    medication: ['Insulin glargine 14 units at bedtime; Metformin 500 mg twice daily after food', 'Insulin aspart 4 units before lunch; continue glargine 16 units at bedtime'],
    ages: 'older',
    chronic: true,
  },
  {
    reason: 'Diet advice for diabetes',
    notes: ['Recently diagnosed with diabetes, need a diet plan.', 'Want to understand what to eat with high sugar.'],
    doctorNotes: ['Diet counselling done: small frequent meals, millets, protein with every meal, no sugary drinks. Target weight loss 4 kg in 3 months.'],
    medication: [''],
    ages: 'adult',
    chronic: true,
  },
  {
    reason: 'Back pain',
    notes: ['Lower back pain since lifting a heavy bag.', 'Back pain from long hours at the desk.'],
    doctorNotes: ['Mechanical low back pain, no red flags. Hot fomentation, stretches, ergonomic chair. Physiotherapy if not better in 2 weeks.'],
    medication: ['Aceclofenac-Paracetamol - 1 tablet twice daily after food for 5 days; Thiocolchicoside 4 mg - 1 tablet twice daily for 5 days'],
    ages: 'adult',
  },
  {
    reason: 'Fatigue and weakness',
    notes: ['Feeling tired all the time for a month.', 'Low energy and hair fall.'],
    doctorNotes: ['Hb 10.2, ferritin low. Iron deficiency anaemia. Iron supplements, iron-rich diet. Repeat Hb in 6 weeks.', 'B12 deficiency (180 pg/ml). Started supplementation.'],
    medication: ['Ferrous ascorbate 100 mg - 1 tablet daily after lunch for 3 months', 'Methylcobalamin 1500 mcg - 1 tablet daily for 3 months'],
    ages: 'adult',
  },
  {
    reason: 'Fever and cough in child',
    notes: ['My son has fever and cough since 2 days.', 'Daughter has a runny nose and mild fever.'],
    doctorNotes: ['Viral URI. Weight 18 kg. Paracetamol syrup by weight, steam, fluids. Review if breathing difficulty.'],
    medication: ['Paracetamol syrup 250 mg/5 ml - 5 ml every 6 hours if fever; Saline nasal drops 2 drops each nostril thrice daily'],
    ages: 'child',
  },
  {
    reason: 'Vaccination consultation',
    notes: ['Due for flu vaccine.', 'Want to know about the typhoid and hepatitis vaccines.'],
    doctorNotes: ['Influenza vaccine given, left deltoid. No immediate reaction. Next dose in 1 year.', 'Vaccination schedule discussed. Typhoid conjugate vaccine given.'],
    medication: [''],
    ages: 'any',
  },
  {
    reason: 'Urinary infection symptoms',
    notes: ['Burning while passing urine since 2 days.', 'Frequent urination and lower abdominal pain.'],
    doctorNotes: ['Clinical UTI. Urine routine and culture sent. Empirical antibiotic started. Plenty of water.'],
    medication: ['Nitrofurantoin 100 mg - 1 capsule twice daily for 5 days; Alkaliser syrup 10 ml thrice daily in water for 3 days'],
    ages: 'adult',
  },
  {
    reason: 'Sore throat',
    notes: ['Painful swallowing and throat pain.', 'Throat infection, difficulty eating.'],
    doctorNotes: ['Acute pharyngitis. Warm saline gargles. Antibiotic as tonsils inflamed with exudate.'],
    medication: ['Amoxicillin 500 mg - 1 capsule thrice daily for 5 days; Betadine gargle thrice daily'],
    ages: 'any',
  },
  {
    reason: 'Lab report review',
    notes: ['Please review my blood test results.', 'Lipid and liver function reports attached.'],
    doctorNotes: ['Reports reviewed. Mild fatty liver on ultrasound. Weight loss and exercise. Repeat LFT in 3 months.', 'Reports normal. No medicines needed.'],
    medication: [''],
    ages: 'adult',
  },
  {
    reason: 'Allergy and skin rash',
    notes: ['Itchy rash on arms after a new detergent.', 'Hives that come and go for a week.'],
    doctorNotes: ['Contact dermatitis. Avoid trigger. Antihistamine and mild steroid cream for 1 week.'],
    medication: ['Fexofenadine 120 mg - 1 tablet daily for 7 days; Mometasone cream - thin layer twice daily for 7 days'],
    ages: 'any',
  },
  {
    reason: 'Dizziness',
    notes: ['Feeling giddy when getting up from bed.', 'Episodes of dizziness for a week.'],
    doctorNotes: ['Benign positional vertigo. Epley manoeuvre done. Vestibular exercises advised.', 'Postural drop in BP. Increase fluids; review BP medication.'],
    medication: ['Betahistine 16 mg - 1 tablet twice daily for 7 days', ''],
    ages: 'older',
  },
  {
    reason: 'Diabetic foot check',
    notes: ['Tingling and numbness in both feet.', 'Small wound on the foot not healing.'],
    doctorNotes: ['Monofilament test shows reduced sensation. Foot care advice, proper footwear. Vitamin B12 and sugar control.', 'Superficial ulcer, no infection. Dressing and offloading. Review in 1 week.'],
    medication: ['Methylcobalamin-Pregabalin 75 mg - 1 capsule at night for 1 month', 'Povidone-iodine dressing daily'],
    ages: 'older',
    chronic: true,
  },
  {
    reason: 'Post-COVID follow-up',
    notes: ['Still breathless on climbing stairs after COVID.'],
    doctorNotes: ['SpO2 98% at rest, no desaturation on walk test. Breathing exercises and graded activity.'],
    medication: [''],
    ages: 'adult',
  },
];

export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Dr. Sharma listened patiently and explained everything clearly. My sugar levels are finally under control.',
    'Very thorough consultation. She did not rush and answered all my questions.',
    'Excellent doctor. The clinic is clean and the wait time was short.',
    'Best general physician in Koramangala. Highly recommended for the whole family.',
    'The video consultation was smooth and the prescription came on time. Very convenient.',
    'She explained my reports in simple words and suggested a practical diet plan.',
    'Came in with high fever, felt much better in two days. Kind and caring doctor.',
    'Home visit for my elderly father was on time and very professional.',
    'Does not prescribe unnecessary medicines or tests. Very honest doctor.',
    'Friendly staff, easy online booking and a great doctor.',
  ],
  4: [
    'Good consultation and correct diagnosis. Waited about 20 minutes past my slot.',
    'Helpful doctor, explained the treatment well. Parking near the clinic is difficult.',
    'Good experience overall. Would have liked a little more time for questions.',
    'Knowledgeable and polite. The medicines worked quickly.',
    'Nice doctor, clear advice on diet and exercise.',
  ],
  3: [
    'Consultation was fine but the waiting time was long.',
    'Doctor was good but the clinic was crowded on Saturday evening.',
    'Average experience. The video call dropped once.',
  ],
  2: ['Had to wait almost an hour even with an appointment.', 'Felt the consultation was too quick.'],
  1: ['Appointment was rescheduled twice. Not happy with the experience.'],
};

/**
 * Stories any doctor of the directory may get: no name, pronoun, speciality or
 * place, so each fits whichever doctor it is drawn for (REVIEW_TEXTS are the demo
 * doctor's own).
 */
export const STORY_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Listened patiently and explained everything clearly. I knew exactly what to do after the visit.',
    'Very thorough consultation. I never felt rushed and every question was answered.',
    'The clinic was clean, the staff were friendly and I was seen at my slot.',
    'Explained my reports in simple words and suggested a plan I could actually follow.',
    'Booked online in a minute and the visit started on time. Very convenient.',
    'Honest advice, no unnecessary tests or medicines. I will come back for follow-ups.',
    'Kind and patient with my elderly mother, who felt comfortable throughout.',
    'Felt much better within a few days. Thank you, doctor.',
  ],
  4: [
    'Good consultation and a clear diagnosis. I waited about 20 minutes past my slot.',
    'Helpful doctor who explained the treatment well. Parking near the clinic is difficult.',
    'Good experience overall; I would have liked a little more time for questions.',
    'Knowledgeable and polite, and the treatment worked.',
    'Clear advice, and the clinic called back the same day when I had a doubt.',
  ],
  3: [
    'The consultation was fine but the waiting time was long.',
    'Good doctor, but the clinic was crowded on a weekend evening.',
    'An average visit: the advice was sound but felt a little hurried.',
  ],
  2: ['Had to wait almost an hour even with an appointment.', 'The consultation felt too quick for my problem.'],
  1: ['My appointment was moved twice. Not happy with the experience.'],
};

/** Replies any doctor may give: to a good story, and to a poor one. */
export const STORY_REPLIES = {
  good: [
    'Thank you for your kind words! Wishing you good health.',
    'Thank you for the feedback. Glad you are feeling better.',
    'Thanks for taking the time to write this. See you at your next follow-up.',
  ],
  poor: [
    'We are sorry about the wait. We are adjusting the schedule so slots run on time.',
    'Thank you for telling us. Please call the clinic so we can make your next visit better.',
  ],
} as const;

export const REVIEW_REPLIES = [
  'Thank you for your kind words! Wishing you good health.',
  'Thank you for the feedback. Glad you are feeling better.',
  'Thanks for taking the time to write this. See you at your next follow-up.',
  'We are sorry about the wait. We are adjusting the schedule so slots run on time.',
  'Thank you. Please keep tracking your sugar levels and do share the log at the next visit.',
  'Sorry for the inconvenience. Please call the clinic and we will make sure it does not happen again.',
];

export const TICKETS: readonly { issueType: string; message: string; resolved: boolean; daysAgo: number }[] = [
  { issueType: 'Payments', message: 'An online advance for an appointment last week is not showing in my ledger.', resolved: true, daysAgo: 41 },
  { issueType: 'Appointments', message: 'A patient booked a home visit outside my working hours. How do I stop home visits on Sundays?', resolved: true, daysAgo: 33 },
  { issueType: 'Technical', message: 'The calendar did not load on my tablet this morning; it works on the laptop.', resolved: true, daysAgo: 18 },
  { issueType: 'Account', message: 'Please update my clinic phone number on the profile.', resolved: true, daysAgo: 9 },
  { issueType: 'Payments', message: 'When will the payout for last month be credited to my bank account?', resolved: false, daysAgo: 3 },
  { issueType: 'Technical', message: 'Video room link did not open for one patient on an iPhone. Is Safari supported?', resolved: false, daysAgo: 1 },
];

/** Home-visit addresses of the demo patients (around Bengaluru localities). */
export const HOME_ADDRESS_PARTS = {
  buildings: ['Flat 302, Prestige Residency', 'House No. 14', 'No. 7', 'Flat 1104, Sobha Apartments', 'No. 221', 'Flat G2, Green Meadows', 'No. 58', 'Flat 405, Brigade Towers', 'House No. 9', 'No. 33'],
  streets: ['1st Cross', '3rd Cross', '5th Main', '8th Main', '2nd Main Road', '4th Cross', '17th Cross', '6th Block', '1st Stage', '12th Main'],
};

export const BUSINESS = {
  streets: ['1st Main Road', '2nd Cross Road', '80 Feet Road', '100 Feet Road', 'Main Road', 'Service Road', '4th Cross Road', 'Link Road', 'Station Road', 'Temple Street', 'Church Street', 'Market Road', 'Ring Road', 'Hospital Road', '5th Main Road'],
  buildings: ['Sai Complex', 'Lakshmi Plaza', 'Shanti Arcade', 'Ganesh Towers', 'Sunrise Chambers', 'Krishna Heights', 'Balaji Complex', 'Metro Plaza', 'City Centre', 'Annapurna Building', 'Sri Ram Arcade', 'Mahalaxmi Complex'],
  units: ['Shop No. 4', 'Ground Floor', '1st Floor', '2nd Floor', 'No. 12', 'No. 45', 'Unit 3', 'No. 118', '3rd Floor', 'No. 7'],
  prefixes: ['Sunrise', 'Lotus', 'Sanjeevani', 'Arogya', 'Shanti', 'LifeLine', 'Sparsh', 'Niramaya', 'Swasthya', 'Healing Touch', 'CityCare', 'Prime', 'Nova', 'Samarth', 'Dhanvantari', 'Aarogyam', 'Sai', 'Om', 'Green Cross', 'Wellness', 'Carewell', 'Medicity', 'Jeevan', 'Apex'],
  additionalInfo: [
    'Near the bus stand',
    'Opposite the post office',
    'Lift and parking available',
    'Wheelchair accessible, ground floor',
    '2nd floor, above the pharmacy',
    'Near the metro station',
    'Behind the petrol pump',
    'Next to the State Bank ATM',
    'Entrance from the side lane',
    'Free parking in the basement',
  ],
};
