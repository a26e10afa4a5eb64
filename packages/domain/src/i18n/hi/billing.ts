/*
 * Hindi of the billing, payment, e-way bill and tax-id texts (issue 16): validation messages, the API's billing
 * errors and alerts, and the domain's words printed on the tax documents (SAC description, who pays the tax,
 * state and unit names).
 */
import { hindiMonths } from '../months';
import type { TextCatalog } from '../text-catalog';

const STATES: Record<string, string> = {
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Punjab: 'पंजाब',
  Chandigarh: 'चंडीगढ़',
  Uttarakhand: 'उत्तराखंड',
  Haryana: 'हरियाणा',
  Delhi: 'दिल्ली',
  Rajasthan: 'राजस्थान',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Bihar: 'बिहार',
  Sikkim: 'सिक्किम',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Nagaland: 'नागालैंड',
  Manipur: 'मणिपुर',
  Mizoram: 'मिज़ोरम',
  Tripura: 'त्रिपुरा',
  Meghalaya: 'मेघालय',
  Assam: 'असम',
  'West Bengal': 'पश्चिम बंगाल',
  Jharkhand: 'झारखंड',
  Odisha: 'ओडिशा',
  Chhattisgarh: 'छत्तीसगढ़',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Gujarat: 'गुजरात',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Maharashtra: 'महाराष्ट्र',
  Karnataka: 'कर्नाटक',
  Goa: 'गोवा',
  Lakshadweep: 'लक्षद्वीप',
  Kerala: 'केरल',
  'Tamil Nadu': 'तमिलनाडु',
  Puducherry: 'पुडुचेरी',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीप समूह',
  Telangana: 'तेलंगाना',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  Ladakh: 'लद्दाख',
};

const UNITS: Record<string, string> = {};

const GTA = 'माल की सड़क ढुलाई की गुड्स ट्रांसपोर्ट एजेंसी सेवा';

export const HINDI_BILLING: TextCatalog = {
  exact: {
    ...STATES,
    ...UNITS,
    // Statement rows (billing/statements.ts).
    'Tax invoice': 'टैक्स इनवॉइस',
    'Credit note': 'क्रेडिट नोट',
    Payment: 'भुगतान',
    Month: 'महीना',
    Date: 'तारीख',
    Document: 'दस्तावेज़',
    Debit: 'नामे',
    Credit: 'जमा',
    Balance: 'बकाया',
    'No invoices, credit notes or payments in this month.': 'इस महीने कोई इनवॉइस, क्रेडिट नोट या भुगतान नहीं है।',
    'Opening balance': 'शुरुआती बकाया',
    'Closing balance': 'आखिरी बकाया',
    // Documents.
    'Taxable value': 'कर योग्य मूल्य',
    'Place of supply': 'सप्लाई का स्थान',
    'Goods transport agency services for transport of goods by road': GTA,
    'Recipient of the service, under reverse charge': 'सेवा लेने वाला, रिवर्स चार्ज में',
    'LogiSaathi (the transporter), under forward charge': 'LogiSaathi (ट्रांसपोर्टर), फ़ॉरवर्ड चार्ज में',
    'Nobody: transport for an unregistered person is exempt':
      'कोई नहीं: अपंजीकृत व्यक्ति के लिए ढुलाई पर GST की छूट है',
    // Billing errors.
    'Invoice not found': 'इनवॉइस नहीं मिला',
    'Credit note not found': 'क्रेडिट नोट नहीं मिला',
    'This delivery has no consignment note yet: it is issued once a truck is assigned':
      'इस डिलीवरी का कंसाइनमेंट नोट (बिल्टी) अभी नहीं बना: ट्रक तय होते ही बनता है',
    'Job not found': 'काम नहीं मिला',
    'The credit would be more than is left on this invoice': 'क्रेडिट इस इनवॉइस की बाकी रकम से ज़्यादा हो जाएगा',
    // Payments.
    'Enter the 12-digit UPI reference (UTR) shown in your payment app':
      'अपने पेमेंट ऐप में दिखा 12 अंकों का UPI रेफ़रेंस (UTR) डालें',
    'This UTR has already been entered': 'यह UTR पहले ही डाला जा चुका है',
    'Nothing is due on this invoice': 'इस इनवॉइस पर कुछ बाकी नहीं है',
    'The amount is more than is due on this invoice': 'यह रकम इस इनवॉइस की बाकी रकम से ज़्यादा है',
    'Enter an amount of at least ₹1': 'कम से कम ₹1 की रकम डालें',
    'Payment not found': 'भुगतान नहीं मिला',
    'The receipt is issued once the payment is confirmed': 'भुगतान की पुष्टि होने पर रसीद बनती है',
    'Online payment is not available: pay by UPI and enter the UTR':
      'ऑनलाइन भुगतान उपलब्ध नहीं है: UPI से भुगतान करें और UTR डालें',
    'Invalid webhook signature': 'वेबहुक का सिग्नेचर गलत है',
    'This payment has already been confirmed or rejected': 'इस भुगतान की पुष्टि या अस्वीकार पहले ही हो चुका है',
    'Operator token required': 'संचालक का टोकन ज़रूरी है',
    'The webhook body is not JSON': 'वेबहुक का डेटा JSON नहीं है',
    'Month must be like 2026-11': 'महीना 2026-11 जैसा लिखें',
    'Partner not found': 'पार्टनर नहीं मिला',
    'This payout reference has already been recorded': 'यह पेआउट रेफ़रेंस पहले ही दर्ज हो चुका है',
    'The payout is more than is owed to this partner': 'यह पेआउट इस पार्टनर की बकाया रकम से ज़्यादा है',
    'This is not a real UTR: check the 12 digits in your payment app':
      'यह असली UTR नहीं है: अपने पेमेंट ऐप में 12 अंक जाँच लें',
    'This UTR is already confirmed on another payment': 'यह UTR किसी दूसरे भुगतान पर पहले ही पक्का हो चुका है',
    'This order is not payable: it no longer matches what is due on the invoice':
      'यह ऑर्डर अब भुगतान के लायक नहीं है: यह इनवॉइस की बाकी रकम से मेल नहीं खाता',
    'Reference may hold only letters, digits, / and -': 'रेफ़रेंस में सिर्फ़ अक्षर, अंक, / और - हो सकते हैं',
    'Awaiting confirmation': 'पुष्टि का इंतज़ार',
    Confirmed: 'पुष्टि हो गई',
    Rejected: 'अस्वीकार',
    'Payment confirmed': 'भुगतान की पुष्टि हो गई',
    'Credit note issued': 'क्रेडिट नोट जारी हुआ',
    'Payment not received': 'भुगतान नहीं मिला',
    'E-way Bill Expired': 'ई-वे बिल की मियाद खत्म',
    'E-way Bill Expiring': 'ई-वे बिल की मियाद खत्म होने वाली है',
    // Tax ids.
    'PAN must be 10 characters': 'PAN 10 अक्षरों का होना चाहिए',
    'PAN must be 5 letters, 4 digits and 1 letter': 'PAN में 5 अक्षर, 4 अंक और 1 अक्षर होने चाहिए',
    'PAN 4th character must be a valid holder type (P, C, H, F, A, T, B, L, J or G)':
      'PAN का चौथा अक्षर सही धारक प्रकार होना चाहिए (P, C, H, F, A, T, B, L, J या G)',
    'GSTIN must be 15 characters': 'GSTIN 15 अक्षरों का होना चाहिए',
    'GSTIN must start with a state code from 01 to 38': 'GSTIN 01 से 38 तक के राज्य कोड से शुरू होना चाहिए',
    'GSTIN must contain a valid PAN in characters 3 to 12': 'GSTIN के अक्षर 3 से 12 में सही PAN होना चाहिए',
    'GSTIN 13th character must be a digit 1-9 or a letter':
      'GSTIN का 13वाँ अक्षर 1-9 का अंक या कोई अक्षर होना चाहिए',
    'GSTIN 14th character must be Z': 'GSTIN का 14वाँ अक्षर Z होना चाहिए',
    'GSTIN check character is invalid': 'GSTIN का चेक अक्षर गलत है',
    'Enter a valid PAN': 'सही PAN डालें',
    'Enter a valid GSTIN': 'सही GSTIN डालें',
    // E-way bills.
    'Vehicle number is required': 'वाहन नंबर ज़रूरी है',
    'Vehicle number must be at most 20 characters': 'वाहन नंबर ज़्यादा से ज़्यादा 20 अक्षरों का हो',
    'Vehicle changed by the carrier': 'ट्रांसपोर्टर ने गाड़ी बदली',
    // Part-B reasons as the portal's form names them, and the alert's title (issue 31).
    'Due to break down': 'गाड़ी खराब होने से',
    'Due to transhipment': 'माल दूसरी गाड़ी में चढ़ाने से',
    'First time': 'पहली बार',
    'Update the e-way bill vehicle': 'ई-वे बिल पर गाड़ी बदलें',
    'This delivery has no goods invoice': 'इस डिलीवरी का कोई माल इनवॉइस नहीं है',
    'The truck on the e-way bill is the one assigned: no vehicle update is needed':
      'ई-वे बिल पर वही ट्रक है जो तय हुआ है: गाड़ी बदलने की ज़रूरत नहीं',
    'Enter the e-way bill number first': 'पहले ई-वे बिल नंबर डालें',
    'The assigned truck has changed since that file was made: download the vehicle update again':
      'वह फ़ाइल बनने के बाद तय ट्रक बदल गया है: गाड़ी बदलने की फ़ाइल फिर से डाउनलोड करें',
  },
  patterns: [
    [
      /^Credit note (\S+) of (₹[\d,.]+) against invoice (\S+)\.$/,
      (note, amount, invoice) => `इनवॉइस ${invoice} पर ${amount} का क्रेडिट नोट ${note} जारी हुआ।`,
    ],
    [
      /^E-way bill ([\d ]+) for delivery (\S+) is valid until (\d{2}:\d{2}) on (\d{1,2} \w+ \d{4}) \(IST\) and the goods are not delivered yet\. Extend it on the e-way bill portal before it runs out\.$/,
      (ewb, delivery, time, day) =>
        `डिलीवरी ${delivery} का ई-वे बिल ${ewb} ${hindiMonths(day)} को ${time} बजे (IST) तक मान्य है और माल अभी डिलीवर नहीं हुआ। मियाद खत्म होने से पहले ई-वे बिल पोर्टल पर इसे बढ़ाएँ।`,
    ],
    [
      /^Goods transport agency services for transport of goods by road: shipment (\S+)$/,
      (id) => `${GTA}: शिपमेंट ${id}`,
    ],
    [
      /^(₹[\d,.]+) received for invoice (\S+) \(UTR (\d*)\)\. Receipt (\S*)\.$/,
      (amount, invoice, utr, receipt) =>
        `इनवॉइस ${invoice} के लिए ${amount} मिले (UTR ${utr})। रसीद ${receipt}।`,
    ],
    [
      /^UTR (\d*) for invoice (\S+) was not found: (.*)$/s,
      (utr, invoice, reason) => `इनवॉइस ${invoice} का UTR ${utr} नहीं मिला: ${reason}`,
    ],
    [
      /^The goods are worth more than ₹([\d,]+), so the law needs an e-way bill before the truck leaves\. After booking, download the e-way bill file from the delivery page and upload it on the e-way bill portal\.$/,
      (limit) =>
        `माल ₹${limit} से ज़्यादा का है, इसलिए ट्रक चलने से पहले कानूनन ई-वे बिल ज़रूरी है। बुकिंग के बाद डिलीवरी पेज से ई-वे बिल फ़ाइल डाउनलोड करें और ई-वे बिल पोर्टल पर अपलोड करें।`,
    ],
    [
      /^The goods are worth ₹([\d,]+) or less, so no e-way bill is needed for this movement\.$/,
      (limit) => `माल ₹${limit} या उससे कम का है, इसलिए इस ढुलाई के लिए ई-वे बिल की ज़रूरत नहीं।`,
    ],
  ],
};
