// Weighted cue words and phrases per intent, in English, Hinglish (Latin) and Hindi (Devanagari).
// Each line is `weight: phrase, phrase, ...`. Weights: 4 = names the intent on its own ('godown'),
// 3 = strong ('track', 'kahan hai'), 2 = supporting ('order', 'kitna'), 1 = weak hint ('saman').
// Spelling variants that the folds in normalise.ts and the typo matcher already cover are not repeated.
// Placeholders put in by the classifier: 'shipmentid' (a delivery id), 'weightkg' (a weight with unit).
// 'fallback' has no cues: it is what remains when nothing scores enough. 'quote' cues only ask for a price
// estimate; the classifier turns a price question into a quote when the message names weight or places.

import type { Intent } from './types';

export type CuedIntent = Exclude<Intent, 'fallback'>;

export const INTENT_CUES: Readonly<Record<CuedIntent, string>> = {
  greeting: `
    3: hi, hello, hey, hlo, hiya, namaste, namastey, namaskar, pranam, ram ram, good morning, good evening,
       good afternoon, good night, kaise ho, kaise hain, kya haal, kya hal, whats up, wassup, sat sri akal,
       salaam, thanks, thank you, thanku, shukriya, dhanyavad, नमस्ते, नमस्कार, प्रणाम, राम राम, हेलो, हैलो,
       हाय, शुभ प्रभात, सुप्रभात, कैसे हो, कैसे हैं, क्या हाल, धन्यवाद, शुक्रिया
  `,
  msme: `
    4: msme, msmes, sme, एमएसएमई, small business, small businesses, chhota business, chhote business,
       choti dukan, chhoti dukan, small shop, laghu udyog, लघु उद्योग, udyam, उद्यम, small and medium,
       छोटे व्यापार, छोटा व्यापार, छोटे कारोबार, छोटी दुकान, छोटा बिज़नेस, छोटे बिज़नेस
    3: kiske liye, किसके लिए, who is this for, who is it for, who is this app for, for whom, who can use
    2: shop, dukan, दुकान, karobar, कारोबार, karobari, कारोबारियों, vyapar, vyapari, व्यापार, व्यापारी,
       व्यापारियों, business, बिज़नेस, बिजनेस, manufacturer, manufacturers, retailer, kirana, enterprise,
       enterprises, udyog, उद्योग, trader, traders
    1: small, chhota, chhote, chhoti, छोटा, छोटे, छोटी, fayda, फायदा, benefit, useful, kaam aayega, काम आएगा
  `,
  features: `
    4: features, feature, फीचर, फीचर्स, services, service, सर्विस, सर्विसेज, सेवाएं, सेवाएँ, सेवा,
       what can you do, what do you do, what do you offer, kya kar sakte, kya kya kar sakte, क्या कर सकते
    3: suvidha, suvidhaen, सुविधा, सुविधाएं, offer, offers, capabilities, kya kya milta, क्या क्या मिलता
    3: kya karte ho, क्या करते हो, kya karte hai
    2: kya kya, क्या क्या, what all, kaam aate, काम आते, provide, what can, do for me, kya kar sakta
    1: this app, is app, app me, app mein, इस ऐप, ऐप में
  `,
  profile: `
    4: profile, प्रोफाइल, gst, जीएसटी, pan, pan card, पैन कार्ड, पैन, documents, document, दस्तावेज,
       kagaz, kagzat, कागज, कागजात, certificate, सर्टिफिकेट, incorporation, address proof, bank proof,
       बैंक प्रूफ, bank details, बैंक डिटेल्स, cancelled cheque, profile photo, profile picture, avatar
    3: company name, कंपनी का नाम, change password, password change, password badalna, पासवर्ड बदलना, पासवर्ड बदलें, update password
    2: upload, अपलोड, photo, फोटो, picture, naam, नाम, update, edit, change, badalna, badle, badlu, बदलें,
       बदले, बदलूं, बदलना
    1: password, पासवर्ड, my name, company documents
  `,
  login: `
    4: login, log in, लॉगिन, लॉग इन, लॉगइन, sign in, signin, साइन इन, forgot password, password bhul gaya,
       password bhool gaya, पासवर्ड भूल, reset password, password reset, रीसेट, log out, logout
    3: forgot, bhul gaya, bhool gaya, भूल गया, भूल गई, yaad nahi, याद नहीं, dont remember, reset, ghus, घुस, login page, लॉगिन पेज
    2: enter nahi, unable to, can not, cant, nahi ho pa, नहीं हो पा, नहीं पा रहा, दिक्कत, problem
    1: password, पासवर्ड, account me, अकाउंट में
  `,
  signup: `
    4: signup, sign up, साइन अप, साइनअप, register, registration, रजिस्टर, रजिस्ट्रेशन, create account,
       create an account, new account, naya account, नया अकाउंट, khata, खाता, open an account,
       account kholna, account banana, join, जुड़ना, judna, enroll
    2: account, अकाउंट, create, banaye, banao, banaiye, bana do, banana, बनाएं, बनाओ, बनाना, khole, kholo, kholna,
       खोलना, खोलो
    1: new, naya, नया
  `,
  delivery: `
    4: schedule, शेड्यूल, book delivery, book a delivery, delivery book, डिलीवरी बुक, add delivery,
       new delivery, nayi delivery, नई डिलीवरी, create delivery, new order, naya order, नया ऑर्डर,
       order dalna, place order, bhejwana, bhijwana, भिजवाना, भेजवाना, dispatch, send parcel, parcel bhejna, bhejna,
       भेजना, bhejni, भेजनी, time slot, time slots, slot, slots, स्लॉट, टाइम स्लॉट, pickup, पिकअप, courier
    2.5: delivery, डिलीवरी
    2: send, ship, parcel, पार्सल, goods, maal, माल, karwani, karwana, करवानी,
       book, बुक, timing, समय, tomorrow, tmrw, kal, कल
    1: saman, सामान
  `,
  price: `
    3: price, prices, pricing, प्राइस, प्राइसिंग, charges, charge, rates, costs, expensive, cheap, mehnga,
       mehngi, mehenga, महंगा, महंगी, sasta, सस्ता, चार्ज, shulk, शुल्क, fee, fees, kimat, keemat, कीमत, rate,
       रेट, cost, kharcha, kharch, खर्च, खर्चा, daam, दाम, how much, tariff
    2: kitna, kitne, kitni, कितना, कितने, कितनी, paise, paisa, पैसे, पैसा, per km, per kg, प्रति किलोमीटर,
       calculate, calculated, tay, तय, bhada, भाड़ा, freight, per kilo
    1: lagta, lagega, लगता, लगेगा, padega, पड़ेगा, lagte, लगते
  `,
  quote: `
    4: quote, quotation, कोटेशन, estimate
  `,
  warehouse: `
    4: warehouse, वेयरहाउस, godown, godam, गोदाम, गोडाउन, micro warehouse, storage, स्टोरेज, store karna,
       rakhne ki jagah, रखने की जगह, bhandaran, भंडारण, cold storage
    3: store, stored, storing, ware house, वेयर हाउस
    2: space, jagah, जगह, kiraya, किराया, rent, stock, inventory
  `,
  truck: `
    4: truck, ट्रक, pooling, पूलिंग, pool, पूल, shared truck, share truck, sajha, साझा, gaadi, गाड़ी,
       tempo, टेम्पो, टेंपो, tata, टाटा, mini truck, मिनी ट्रक, part load, ptl, ftl, full truck, lorry, vehicle, vahan, वाहन
    2: share, शेयर, shared, bachat, बचत, save, saving, savings, bachega, bachane, बचाने, khali, खाली,
       capacity, container
  `,
  alerts: `
    4: alert, alerts, अलर्ट, notification, notifications, नोटिफिकेशन, suchna, सूचना, सूचनाएं, bell,
       ghanti, घंटी, reminder, reminders
    2: unread, icon, निशान, nishan, chalu, चालू, band, बंद, turn on, turn off, mute
  `,
  contact: `
    4: contact, संपर्क, sampark, support, सपोर्ट, customer care, कस्टमर केयर, helpline, हेल्पलाइन,
       help line, phone number, फोन नंबर, email, ईमेल, e mail, whatsapp, human, insaan, इंसान, agent,
       help chahiye, madad chahiye, मदद चाहिए, हेल्प चाहिए, complaint, shikayat, शिकायत, grievance, aapka number, आपका नंबर, baat karni, बात करनी, reach you, talk to, call you, speak, someone, mail, email id, mail id
    2: number, नंबर, phone, फोन, mobile, help, madad, मदद, team, टीम, baat, बात, reach, call, कॉल
  `,
  about: `
    4: about logisaathi, who are you, kaun ho, कौन हो, who made, kisne banaya, किसने बनाया, mission,
       मिशन, vision, startup, about you, about your company, about the company, founder, founders,
       what is logisaathi, logisaathi kya hai, लॉजीसाथी क्या है, who is behind, who runs, who owns,
       kitne vyapari, कितने व्यापारी, logisaathi kaun, लॉजीसाथी कौन, company kya karti, कंपनी क्या करती
    3: about us, company ke bare, बारे में जानकारी
    2: about, bare, baare, बारे, company, कंपनी, logisaathi, लॉजीसाथी, story, matlab, मतलब, meaning
    4: logi saathi, लॉजी साथी
  `,
  track: `
    4: shipmentid, track, tracking, ट्रैक, ट्रैकिंग, status, स्टेटस, स्थिति, sthiti, pahuncha, पहुंचा,
       पहुंचेगी, पहुंचेगा, pahunchega, reached, kab aayega, kab ayega, kab aaega, कब आएगा, out for delivery
    2: kahan hai, kaha hai, कहां है, where is, kidhar, किधर, kab tak, कब तक, order, ऑर्डर, shipment,
       शिपमेंट, consignment, arrive, arrived, abhi, अभी, location, लोकेशन, kya hua, क्या हुआ
    3: order details, order ki jankari, ऑर्डर की जानकारी
    1.5: kahan, kaha, कहां, where
    1: parcel, पार्सल, saman, सामान, my order, my delivery, mera order, meri delivery
  `,
};
