// हिन्दी, namespace `doctor` (en/doctor.ts has the English and the key list).
import type en from '../en/doctor.ts';
import type { Translations } from '../types.ts';

export default {
  notFoundTitle: 'डॉक्टर नहीं मिले',
  notFoundBody: 'यह डॉक्टर सूची में नहीं हैं। हो सकता है लिंक पुराना हो, या डॉक्टर का सत्यापन अभी बाकी हो।',
  findDoctors: 'डॉक्टर खोजें',
  loading: 'डॉक्टर का पेज लोड हो रहा है…',
  loadFailed: 'इस डॉक्टर का पेज लोड नहीं हो सका।',
  retry: 'फिर कोशिश करें',
  photoOf: '{{name}} की फ़ोटो',
  about: 'परिचय',
  experience_one: '{{count}} वर्ष का अनुभव',
  experience_other: '{{count}} वर्षों का अनुभव',
  languages: 'भाषाएँ',
  registration: 'रजिस्ट्रेशन',
  fees: 'परामर्श फ़ीस',
  clinicFee: 'क्लिनिक विज़िट',
  videoFee: 'वीडियो परामर्श',
  clinic: 'क्लिनिक',
  viewMap: 'नक्शे पर देखें',
  opensInNewTab: ' (नए टैब में खुलता है)',
  callClinic: 'क्लिनिक को कॉल करें',
  bookHeading: 'अपॉइंटमेंट बुक करें',
  stories: 'मरीज़ों के अनुभव',
  storiesCount_one: '· मरीज़ों के {{count}} अनुभव',
  storiesCount_other: '· मरीज़ों के {{count}} अनुभव',
  ratingLabel_one: '{{count}} मरीज़ के अनुभव से 5 में से {{rating}}',
  ratingLabel_other: '{{count}} मरीज़ों के अनुभवों से 5 में से {{rating}}',
  newDoctor: '{{appName}} पर नए',
  verified: 'सत्यापित',
  metaTitle: '{{name}}, {{specialities}}, {{city}} | {{appName}}',
  metaTitleNoSpeciality: '{{name}}, {{city}} | {{appName}}',
  description:
    '{{city}} में {{name}}, {{specialities}}, {{years}} वर्ष का अनुभव। फ़ीस, मरीज़ों के अनुभव और खाली स्लॉट देखें, और ऑनलाइन बुक करें।',
  descriptionNoSpeciality:
    '{{city}} में {{name}}, {{years}} वर्ष का अनुभव। फ़ीस, मरीज़ों के अनुभव और खाली स्लॉट देखें, और ऑनलाइन बुक करें।',
} satisfies Translations<typeof en>;
