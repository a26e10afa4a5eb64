/*
 * Hindi of the demo catalogue's descriptive texts (issue 17): opening hours, features, capacity and last-mile
 * reach, keyed by the English text stored in the database. Names of warehouses, areas, addresses and pincodes
 * stay as they are (docs/glossary.md), so place names inside a text keep their spelling. A listing is stored in
 * English only and translated as it is read (see listingInLanguage); a text this map does not hold, such as an
 * operator's own words, is shown as its operator wrote it. apps/api/test/warehouses-hindi.test.ts checks that
 * every text of the demo catalogue, and every feature operators are offered, has its Hindi here.
 */
import type { Language } from '@logisaathi/domain';

export const DEMO_TEXTS_HI: Readonly<Record<string, string>> = {
  // Opening hours
  'Open 24 hours, all days': 'हर दिन 24 घंटे खुला',
  'Mon-Sat 8 AM - 9 PM': 'सोम-शनि, 8 am - 9 pm',
  'Mon-Sat 9 AM - 7 PM': 'सोम-शनि, 9 am - 7 pm',

  // Features (the demo profiles' and the ones operators are offered, WAREHOUSE_FEATURES)
  CCTV: 'CCTV',
  '24x7 access': '24x7 एंट्री',
  'Loading dock': 'लोडिंग डॉक',
  'Temperature control': 'तापमान कंट्रोल',
  'Fire NOC': 'फ़ायर NOC',
  'Security guard': 'सिक्योरिटी गार्ड',
  Racking: 'रैकिंग',
  Forklift: 'फ़ोर्कलिफ़्ट',
  'Power backup': 'पावर बैकअप',
  'Pest control': 'पेस्ट कंट्रोल',
  'Insured storage': 'बीमा सहित स्टोरेज',
  'GST invoice': 'GST इनवॉइस',

  // Capacity
  '70 pallet positions': '70 पैलेट की जगह',
  '80 pallet positions': '80 पैलेट की जगह',
  '85 pallet positions': '85 पैलेट की जगह',
  '90 pallet positions': '90 पैलेट की जगह',
  '100 pallet positions': '100 पैलेट की जगह',
  '105 pallet positions': '105 पैलेट की जगह',
  '95 pallet positions, ground floor': '95 पैलेट की जगह, ग्राउंड फ़्लोर',
  '110 pallet positions, mezzanine': '110 पैलेट की जगह, मेज़नाइन फ़्लोर',
  '110 pallet positions, 24x7 dispatch desk': '110 पैलेट की जगह, 24x7 डिस्पैच डेस्क',
  '120 pallet positions, pick-and-pack area': '120 पैलेट की जगह, पिक-एंड-पैक एरिया',
  '130 pallet positions, export packing bay': '130 पैलेट की जगह, एक्सपोर्ट पैकिंग बे',
  '140 pallet positions, 3 t/m² floor': '140 पैलेट की जगह, फ़र्श 3 टन/वर्ग मीटर',
  '150 pallet positions, pick-and-pack area': '150 पैलेट की जगह, पिक-एंड-पैक एरिया',
  '160 pallet positions, 2 docks': '160 पैलेट की जगह, 2 डॉक',
  '170 pallet positions, 2 docks': '170 पैलेट की जगह, 2 डॉक',
  '220 pallet positions, 3 docks': '220 पैलेट की जगह, 3 डॉक',
  '240 pallet positions, 3 docks': '240 पैलेट की जगह, 3 डॉक',
  '2-8 °C cold room, 40 pallet positions': '2-8 °C कोल्ड रूम, 40 पैलेट की जगह',
  'Open floor, hand-pallet access': 'खुला फ़्लोर, हैंड-पैलेट ट्रॉली जा सकती है',
  'Open floor, shutter access': 'खुला फ़्लोर, शटर वाला गेट',
  'Open floor, goods lift': 'खुला फ़्लोर, माल की लिफ़्ट',
  'Open floor, first floor with goods lift': 'खुला फ़्लोर, पहली मंज़िल पर, माल की लिफ़्ट के साथ',
  'Bin racking for small parts': 'छोटे पुर्ज़ों के लिए बिन रैकिंग',
  'High-bay, 6 m clear height for furniture': 'फ़र्नीचर के लिए ऊँची छत, 6 मीटर तक खाली ऊँचाई',
  'Open yard plus covered shed, 5 t floor': 'खुला यार्ड और ढका हुआ शेड, फ़र्श 5 टन',
  'Bulk floor stacking': 'फ़र्श पर थोक माल की थप्पी',
  'Bulk floor stacking, 4 t/m² floor': 'फ़र्श पर थोक माल की थप्पी, फ़र्श 4 टन/वर्ग मीटर',
  'Bulk floor stacking, 5 t/m² floor': 'फ़र्श पर थोक माल की थप्पी, फ़र्श 5 टन/वर्ग मीटर',
  'Shelved first floor for cartons': 'पहली मंज़िल पर कार्टन के लिए शेल्फ़',
  'Hanging rails and carton shelves': 'कपड़े टाँगने की रेलिंग और कार्टन के शेल्फ़',

  // Last-mile reach
  'Same-day across South Delhi, 15 km radius': 'पूरे South Delhi में उसी दिन, 15 किमी के दायरे में',
  'Same-day to South and Central Delhi, 20 km radius': 'South और Central Delhi में उसी दिन, 20 किमी के दायरे में',
  'Next-day across Delhi; same-day within 8 km': 'पूरी दिल्ली में अगले दिन; 8 किमी के अंदर उसी दिन',
  'Same-day to South Delhi, Faridabad and Noida Sector 18, 18 km radius':
    'South Delhi, Faridabad और Noida Sector 18 तक उसी दिन, 18 किमी के दायरे में',
  'Same-day across West and Central Delhi, 15 km radius':
    'पूरे West और Central Delhi में उसी दिन, 15 किमी के दायरे में',
  'Next-day across West Delhi': 'पूरे West Delhi में अगले दिन',
  'Same-day within 10 km: Rajouri Garden, Janakpuri, Naraina':
    '10 किमी के अंदर उसी दिन: Rajouri Garden, Janakpuri, Naraina',
  'Same-day to West Delhi and Dwarka, 18 km radius': 'West Delhi और Dwarka तक उसी दिन, 18 किमी के दायरे में',
  'Same-day across West and Central Delhi with 2-person furniture crews, 20 km radius':
    'पूरे West और Central Delhi में उसी दिन, फ़र्नीचर के लिए 2 लोगों की टीम के साथ, 20 किमी के दायरे में',
  'Next-day across North and North West Delhi': 'पूरे North और North West Delhi में अगले दिन',
  'Same-day to North West Delhi and Pitampura, 12 km radius':
    'North West Delhi और Pitampura तक उसी दिन, 12 किमी के दायरे में',
  'Next-day across Rohini, Pitampura and Paschim Vihar': 'Rohini, Pitampura और Paschim Vihar में अगले दिन',
  'Next-day across North Delhi, Sonipat and Bahadurgarh': 'North Delhi, Sonipat और Bahadurgarh में अगले दिन',
  'Same-day to Rohini and Narela; next-day across Delhi': 'Rohini और Narela तक उसी दिन; पूरी दिल्ली में अगले दिन',
  'Next-day across North Delhi and Kundli': 'North Delhi और Kundli में अगले दिन',
  'Same-day to North Delhi via NH-44; next-day NCR-wide': 'NH-44 से North Delhi तक उसी दिन; पूरे NCR में अगले दिन',
  'Early-morning same-day runs to Delhi markets, 25 km radius':
    'दिल्ली की मंडियों तक उसी दिन, सुबह-सुबह गाड़ी, 25 किमी के दायरे में',
  'Same-day by tempo and two-wheeler across Old Delhi and Karol Bagh, 8 km radius':
    'Old Delhi और Karol Bagh में टेंपो और दोपहिया से उसी दिन, 8 किमी के दायरे में',
  'Same-day to East Delhi and Chandni Chowk, 10 km radius':
    'East Delhi और Chandni Chowk तक उसी दिन, 10 किमी के दायरे में',
  'Same-day across East Delhi, Noida and Ghaziabad, 20 km radius':
    'पूरे East Delhi, Noida और Ghaziabad में उसी दिन, 20 किमी के दायरे में',
  'Next-day across East and North East Delhi': 'पूरे East और North East Delhi में अगले दिन',
  'Same-day to Ghaziabad, Indirapuram and East Delhi, 18 km radius':
    'Ghaziabad, Indirapuram और East Delhi तक उसी दिन, 18 किमी के दायरे में',
  'Same-day across Noida and Greater Noida West, 20 km radius':
    'पूरे Noida और Greater Noida West में उसी दिन, 20 किमी के दायरे में',
  'Same-day across Noida, 15 km radius': 'पूरे Noida में उसी दिन, 15 किमी के दायरे में',
  'Next-day across Noida and East Delhi': 'Noida और East Delhi में अगले दिन',
  'Same-day to Noida Expressway sectors; next-day NCR-wide':
    'Noida Expressway के सेक्टरों तक उसी दिन; पूरे NCR में अगले दिन',
  'Same-day across Gurugram and Dwarka, 20 km radius': 'पूरे Gurugram और Dwarka में उसी दिन, 20 किमी के दायरे में',
  'Same-day across Gurugram, 15 km radius': 'पूरे Gurugram में उसी दिन, 15 किमी के दायरे में',
  'Same-day to Gurugram and Manesar; next-day NCR-wide': 'Gurugram और Manesar तक उसी दिन; पूरे NCR में अगले दिन',
  'Next-day across Faridabad and South Delhi': 'Faridabad और South Delhi में अगले दिन',
  'Same-day across Faridabad and Badarpur, 15 km radius':
    'पूरे Faridabad और Badarpur में उसी दिन, 15 किमी के दायरे में',
  'Same-day to Faridabad, Sarita Vihar and Okhla, 18 km radius':
    'Faridabad, Sarita Vihar और Okhla तक उसी दिन, 18 किमी के दायरे में',
};

/** The demo operators' names are 'Demo operator (<area>)': the label is translated, the area stays. */
const DEMO_OPERATOR = /^Demo operator \((.+)\)$/;
const DEMO_OPERATOR_HI = (area: string) => `डेमो ऑपरेटर (${area})`;

const hindi = (text: string): string => DEMO_TEXTS_HI[text] ?? text;

interface ListingTexts {
  isDemo: boolean;
  openingHours: string;
  capacity: string;
  lastMile: string;
  features: string[];
  operator: { name: string; phone: string | null };
}

/** A listing as the caller reads it: English exactly as stored, or the Hindi of every text the catalogue knows. */
export function listingInLanguage<T extends ListingTexts>(listing: T, language: Language): T {
  if (language === 'en') return listing;
  const demoArea = listing.isDemo ? DEMO_OPERATOR.exec(listing.operator.name)?.[1] : undefined;
  return {
    ...listing,
    openingHours: hindi(listing.openingHours),
    capacity: hindi(listing.capacity),
    lastMile: hindi(listing.lastMile),
    features: listing.features.map(hindi),
    operator:
      demoArea === undefined ? listing.operator : { ...listing.operator, name: DEMO_OPERATOR_HI(demoArea) },
  };
}
