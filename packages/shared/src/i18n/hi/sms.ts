// The SMS and emails to a patient in Hindi (issue 14): the keys of
// i18n/en/sms.ts, each with the same parameters. A booking made in Hindi
// gets these; the appointment number, names, links and amounts are kept as given.
import { OTP_TTL_SECONDS } from '../../constants.ts';
import { REVIEW_LINK_DAYS } from '../../review-texts.ts';
import { WAITLIST_HOLD_MINUTES } from '../../waitlist.ts';
import type { BookedFacts } from '../../sms-texts.ts';
import type { SmsCatalogue } from '../en/sms.ts';

const OTP_PURPOSE_HI = {
  BOOKING: 'अपना अपॉइंटमेंट पक्का करने के लिए',
  RESET: 'अपना पासवर्ड रीसेट करने के लिए',
  LOGIN: 'लॉग इन करने के लिए',
  SIGNUP: 'अपना मोबाइल नंबर सत्यापित करने के लिए',
} as const;

const advance = (a: BookedFacts) => (a.advancePaid ? ` अग्रिम भुगतान: ${a.advancePaid}।` : '');
const bookedTail = (a: BookedFacts) =>
  (a.arriveMinutesEarly !== null ? ` कृपया ${a.arriveMinutesEarly} मिनट पहले पहुँचें।` : '') +
  (a.calendarFileUrl ? ` कैलेंडर में जोड़ें: ${a.calendarFileUrl}` : '');

export const HI_SMS: SmsCatalogue = {
  locale: 'hi-IN',
  onlineConsultation: 'ऑनलाइन परामर्श',
  booked: (a) =>
    `${a.doctorName} के साथ आपका अपॉइंटमेंट #${a.publicId} ${a.when} के लिए बुक हो गया है। ${a.where}।${advance(a)}` +
    bookedTail(a),
  bookedSubject: (publicId) => `अपॉइंटमेंट #${publicId} पक्का हुआ`,
  requested: (a) =>
    `${a.doctorName} के साथ ${a.when} के लिए आपका अपॉइंटमेंट अनुरोध #${a.publicId} भेज दिया गया है। ${a.where}।${advance(a)} क्लिनिक इसकी पुष्टि करेगा; हम आपको SMS से बताएँगे।` +
    bookedTail(a),
  requestedSubject: (publicId) => `अपॉइंटमेंट अनुरोध #${publicId} मिला`,
  reminder: (a) =>
    `याद दिलाना: ${a.doctorName} के साथ आपका अपॉइंटमेंट #${a.publicId} कल, ${a.when} को है।${a.where ? ` ${a.where}।` : ''}`,
  reminderSubject: (publicId) => `याद दिलाना: अपॉइंटमेंट #${publicId}`,
  created: (a) =>
    `${a.doctorName} ने आपके लिए ${a.when} को${a.clinicName ? ` ${a.clinicName} में` : ''} अपॉइंटमेंट #${a.publicId} बुक किया है।`,
  createdSubject: (a) => `${a.doctorName} के साथ अपॉइंटमेंट #${a.publicId}`,
  confirmed: (a) => `${a.doctorName} के साथ ${a.when} को आपका अपॉइंटमेंट #${a.publicId} पक्का हो गया है।`,
  confirmedSubject: (a) => `अपॉइंटमेंट #${a.publicId} पक्का हुआ`,
  rejected: (a) =>
    `${a.doctorName} ${a.when} के लिए आपका अपॉइंटमेंट अनुरोध #${a.publicId} स्वीकार नहीं कर सके। कृपया कोई दूसरा समय बुक करें।`,
  rejectedSubject: (a) => `अपॉइंटमेंट #${a.publicId} स्वीकार नहीं हुआ`,
  cancelled: (a) =>
    `${a.doctorName} के साथ ${a.when} को आपका अपॉइंटमेंट #${a.publicId} क्लिनिक ने रद्द कर दिया है।${a.reason ? ` कारण: ${a.reason}।` : ''}`,
  cancelledSubject: (a) => `अपॉइंटमेंट #${a.publicId} रद्द हुआ`,
  moved: (a) => `${a.doctorName} के साथ आपका अपॉइंटमेंट #${a.publicId} अब ${a.when} पर कर दिया गया है।`,
  movedSubject: (a) => `अपॉइंटमेंट #${a.publicId} का समय बदला`,
  refund: (amount, publicId, refundRef) =>
    `अपॉइंटमेंट #${publicId} के लिए आपकी ${amount} की अग्रिम राशि वापस कर दी गई है (संदर्भ ${refundRef})।`,
  requestExpired: (publicId, doctor, when, refunded) =>
    `${doctor} के साथ ${when} के लिए आपके अपॉइंटमेंट अनुरोध #${publicId} का समय पर जवाब नहीं मिला, इसलिए इसे रद्द कर दिया गया है।${refunded ? ' आपकी अग्रिम राशि वापस कर दी जाएगी।' : ''}`,
  waitlistOffer: (doctorName, when, link) =>
    `${doctorName} के साथ ${when} का एक स्लॉट खाली है और ${WAITLIST_HOLD_MINUTES} मिनट के लिए आपके लिए रोका गया है। इसे बुक करें या प्रतीक्षा सूची छोड़ें: ${link}`,
  waitlistJoined: (doctorName, day, link) =>
    `आप ${day} के लिए ${doctorName} की प्रतीक्षा सूची में हैं। इसे छोड़ने के लिए: ${link}`,
  reviewInvitation: (doctorName, link) =>
    `${doctorName} के पास आने के लिए धन्यवाद। आपकी विज़िट कैसी रही? रेटिंग दें और अपना अनुभव बताएँ (लिंक ${REVIEW_LINK_DAYS} दिन तक मान्य): ${link}`,
  reviewSubject: 'आपकी विज़िट कैसी रही?',
  otp: (code, purpose) =>
    `${code} आपका Digital Clinic OTP है, ${OTP_PURPOSE_HI[purpose]}। यह ${OTP_TTL_SECONDS / 60} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`,
  alreadyRegistered:
    'इस मोबाइल नंबर का Digital Clinic खाता पहले से है। लॉग इन करें, या इसे रीसेट करने के लिए Forgot Password का उपयोग करें।',
};
