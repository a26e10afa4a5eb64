/* Hindi for the operations console's texts (issue 33: ../../ops). */
import { OPS_MESSAGES } from '../../ops';
import { OPS_CONSOLE_MESSAGES as C } from '../../ops/console';
import type { TextCatalog } from '../text-catalog';

export const HINDI_OPS: TextCatalog = {
  exact: {
    [OPS_MESSAGES.operatorsOnly]: 'यह पेज LogiSaathi के ऑपरेटरों के लिए है।',
    [OPS_MESSAGES.codeRequired]: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड लिखें',
    [OPS_MESSAGES.badSignIn]: 'ईमेल, पासवर्ड या कोड गलत है',
    [OPS_MESSAGES.operatorSignInHere]: 'ऑपरेटर /ops पर पासवर्ड और ऑथेंटिकेटर कोड से साइन इन करते हैं',
    [OPS_MESSAGES.invitationInvalid]:
      'यह न्योते का लिंक गलत है, इस्तेमाल हो चुका है या पुराना हो गया है। किसी ऑपरेटर से नया लिंक माँगें।',
    [OPS_MESSAGES.alreadyAccount]: 'इस ईमेल से पहले से एक खाता है',
    [OPS_MESSAGES.passwordTooShort]: 'ऑपरेटर का पासवर्ड कम से कम 12 अक्षर का होना चाहिए',
    [OPS_MESSAGES.reasonRequired]: 'कारण लिखें (कम से कम 3 अक्षर)',
    [OPS_MESSAGES.documentNotFound]: 'दस्तावेज़ नहीं मिला',
    [OPS_MESSAGES.alreadyReviewed]: 'इस दस्तावेज़ की जाँच पहले ही हो चुकी है',
    [OPS_MESSAGES.registrationHeld]: 'यह रजिस्ट्रेशन नंबर पहले से किसी और सत्यापित गाड़ी के नाम है',
    [OPS_MESSAGES.registrationFixed]: 'यह रजिस्ट्रेशन नंबर सत्यापित है और बदला नहीं जा सकता। दूसरी गाड़ी अलग से जोड़ें।',
    [C.accountSuspended]: 'यह खाता निलंबित है। इसे फिर से चालू कराने के लिए LogiSaathi सहायता से संपर्क करें।',
    [C.accountNotFound]: 'खाता नहीं मिला',
    [C.alreadySuspended]: 'यह खाता पहले से निलंबित है',
    [C.notSuspended]: 'यह खाता निलंबित नहीं है',
    [C.wrongPasswordOrCode]: 'मौजूदा पासवर्ड या कोड गलत है',
    [C.samePassword]: 'मौजूदा पासवर्ड से अलग नया पासवर्ड चुनें',
    [C.passwordChanged]: 'पासवर्ड बदल गया। आपके बाकी साइन-इन बंद हो गए हैं।',
    [C.deliveryNotWaiting]: 'यह डिलीवरी अब ट्रक का इंतज़ार नहीं कर रही',
    [C.vehicleNotFound]: 'गाड़ी नहीं मिली',
    [C.vehicleRequired]: 'गाड़ी चुनें',
  },
  patterns: [
    [/^Cancelled by LogiSaathi operations: (.+)$/s, (reason) => `LogiSaathi ऑपरेशंस ने रद्द किया: ${reason}`],
    [/^Type at least 2 characters to search$/, () => 'खोजने के लिए कम से कम 2 अक्षर लिखें'],
    [/^Reason must be at most (\d+) characters$/, (n) => `कारण ज़्यादा से ज़्यादा ${n} अक्षर का हो सकता है`],
  ],
};
