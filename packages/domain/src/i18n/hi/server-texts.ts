/*
 * Hindi for the fixed texts the API itself writes: error and success messages of apps/api, the alerts it raises
 * (stored in English and translated when read), the lines of its e-mails and the public tracking page's hint.
 * Keyed by the English text, as every part. Sentences with a figure, name, place or id inside are server.ts's
 * patterns, which also put this table and themselves together as HINDI_SERVER.
 */
export const SERVER_TEXTS: Readonly<Record<string, string>> = {
  // Framework and envelope
  'Not found': 'नहीं मिला',
  'Invalid request': 'अनुरोध सही नहीं है',
  'Invalid value': 'यह जानकारी सही नहीं है',
  'Invalid JSON body': 'भेजा गया डेटा सही JSON नहीं है',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The upload was cut off. Please try again.': 'अपलोड बीच में कट गया। कृपया फिर से कोशिश करें।',
  'The upload is not a valid multipart form (no boundary).':
    'अपलोड सही multipart फ़ॉर्म नहीं है (boundary नहीं मिली)।',
  'A value in the request cannot be stored. Please check what you entered.':
    'भेजी गई कोई जानकारी सेव नहीं हो सकती। कृपया जो भरा है उसे जाँच लें।',
  'Too many attempts. Please wait a few minutes and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं। कुछ मिनट रुककर फिर से कोशिश करें।',
  'Too many requests. Please slow down.': 'बहुत ज़्यादा अनुरोध आ रहे हैं। कृपया थोड़ा रुकें।',
  'Send the form as multipart/form-data': 'फ़ॉर्म multipart/form-data के रूप में भेजें',
  'The file is empty': 'फ़ाइल खाली है',
  'Please choose a file to upload': 'अपलोड करने के लिए फ़ाइल चुनें',
  'Send a JSON object': 'JSON ऑब्जेक्ट भेजें',
  'Point is outside India': 'यह जगह भारत के बाहर है',

  // Sign-in, sign-up, sessions
  'Session expired. Please sign in again.': 'सेशन खत्म हो गया। कृपया फिर से साइन इन करें।',
  'Invalid email or password': 'ई-मेल या पासवर्ड गलत है',
  'Email already registered': 'यह ई-मेल पहले से रजिस्टर है',
  'Logged out': 'आप लॉग आउट हो गए',
  'Too many wrong passwords from here. Please wait a few minutes and try again.':
    'यहाँ से बहुत बार गलत पासवर्ड डाला गया। कुछ मिनट रुककर फिर से कोशिश करें।',
  'This account is getting many failed sign-ins from elsewhere. To keep it safe, sign in with a link sent to your e-mail.':
    'इस खाते में कहीं और से बार-बार गलत साइन इन की कोशिश हो रही है। खाता सुरक्षित रखने के लिए अपने ई-मेल पर भेजे गए लिंक से साइन इन करें।',
  'This sign-in link is invalid or has expired. Please request a new one.':
    'यह साइन-इन लिंक सही नहीं है या इसका समय खत्म हो गया है। कृपया नया लिंक मँगाएँ।',
  'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.':
    'अगर इस ई-मेल से कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। यह लिंक एक बार, 30 मिनट तक चलेगा।',
  'Your password has been reset. Please sign in with your new password.':
    'आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से साइन इन करें।',

  // E-mails (subject and lines; the link line stays as it is)
  'Your LogiSaathi sign-in link': 'आपका LogiSaathi साइन-इन लिंक',
  'The link works once. If you did not ask for it, ignore this e-mail: someone may be trying to guess your password, and this link is the safe way in.':
    'यह लिंक एक ही बार चलेगा। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: हो सकता है कोई आपका पासवर्ड अंदाज़े से डालने की कोशिश कर रहा हो, और यह लिंक अंदर आने का सुरक्षित रास्ता है।',
  'Reset your LogiSaathi password': 'अपना LogiSaathi पासवर्ड रीसेट करें',
  'Someone (hopefully you) asked to reset the password of your LogiSaathi account.':
    'किसी ने (उम्मीद है आपने ही) आपके LogiSaathi खाते का पासवर्ड रीसेट करने को कहा है।',
  'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.':
    'यह लिंक एक ही बार चलेगा। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड वही रहेगा।',

  // Profile, documents, account
  'Choose English or Hindi': 'English या हिंदी चुनें',
  'Current password is incorrect': 'मौजूदा पासवर्ड गलत है',
  'Password updated successfully': 'पासवर्ड बदल दिया गया',
  'Unknown document type': 'यह दस्तावेज़ का प्रकार हम नहीं जानते',
  'Document not found': 'दस्तावेज़ नहीं मिला',
  'Document deleted': 'दस्तावेज़ हटा दिया गया',
  'Only PDF or image files (PNG, JPEG or WebP) are allowed':
    'सिर्फ़ PDF या इमेज फ़ाइल (PNG, JPEG या WebP) ही चलेगी',
  'Only image files (PNG, JPEG, WebP or GIF) are allowed': 'सिर्फ़ इमेज फ़ाइल (PNG, JPEG, WebP या GIF) ही चलेगी',
  'The image could not be read. Please choose another file.': 'यह इमेज पढ़ी नहीं जा सकी। कृपया कोई और फ़ाइल चुनें।',
  "This file does not fit in your account's document storage. Delete a document to make room.":
    'यह फ़ाइल आपके खाते की दस्तावेज़ स्टोरेज में नहीं समाएगी। जगह बनाने के लिए कोई दस्तावेज़ हटाएँ।',
  'This vehicle or driver already has as many documents as it can keep':
    'इस गाड़ी या ड्राइवर के पास पहले से उतने दस्तावेज़ हैं जितने रखे जा सकते हैं',
  'Pictures are busy right now. Please try again in a minute.':
    'अभी तस्वीरें जाँचने का काम बहुत ज़्यादा है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'Documents are busy right now. Please try again in a minute.':
    'अभी दस्तावेज़ बनाने का काम बहुत ज़्यादा है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'Place deleted': 'जगह हटा दी गई',

  // Alerts the API raises (titles and fixed messages)
  'Alert not found': 'अलर्ट नहीं मिला',
  'Delivery Scheduled Successfully! 🎉': 'डिलीवरी शेड्यूल हो गई! 🎉',
  'Delivery Scheduled': 'डिलीवरी शेड्यूल हुई',
  'Shipment Picked Up': 'शिपमेंट पिकअप हो गया',
  'Shipment In Transit': 'शिपमेंट रास्ते में है',
  'Delivery Completed': 'डिलीवरी पूरी हुई',
  'Delivery Failed': 'डिलीवरी नहीं हो पाई',
  'Delivery Cancelled': 'डिलीवरी रद्द हुई',
  'Truck Assigned': 'ट्रक तय हो गया',
  'Truck Changed': 'ट्रक बदल गया',
  'Job assigned by LogiSaathi': 'LogiSaathi ने जॉब दिया',
  'No truck has accepted yet': 'अभी तक किसी ट्रक ने काम स्वीकार नहीं किया',
  'Keep searching, change the slot, or cancel it at no charge.':
    'खोज जारी रखें, टाइम स्लॉट बदलें, या बिना किसी चार्ज के रद्द करें।',
  'Password Reset': 'पासवर्ड रीसेट हुआ',
  'Your password was reset with an e-mailed link and every device was signed out.':
    'ई-मेल पर भेजे गए लिंक से आपका पासवर्ड रीसेट हुआ और सभी डिवाइस से साइन आउट कर दिया गया।',
  'Warehouse Space Booked': 'वेयरहाउस में जगह बुक हुई',
  'Warehouse Booking Cancelled': 'वेयरहाउस बुकिंग रद्द हुई',
  'Truck Added to Pool': 'ट्रक पूल में जुड़ गया',
  'Truck Left the Pool': 'ट्रक पूल से हट गया',
  'New Slot Request': 'स्लॉट की नई रिक्वेस्ट',
  'Slot Requested': 'स्लॉट की रिक्वेस्ट भेजी गई',
  'Slot Request Accepted': 'स्लॉट रिक्वेस्ट स्वीकार हुई',
  'Slot Request Declined': 'स्लॉट रिक्वेस्ट मना हुई',
  'You Declined a Slot Request': 'आपने स्लॉट रिक्वेस्ट मना की',
  'Slot Booked on Your Truck': 'आपके ट्रक पर स्लॉट बुक हुआ',
  'Slot Request Withdrawn': 'स्लॉट रिक्वेस्ट वापस ली गई',
  'Slot Request Expired': 'स्लॉट रिक्वेस्ट का समय खत्म',
  'Shared Truck Withdrawn': 'शेयर्ड ट्रक हटा लिया गया',
  'Regular Price Applied': 'सामान्य किराया लागू हुआ',
  'The shared truck left the pool before answering.': 'शेयर्ड ट्रक जवाब देने से पहले ही पूल से हट गया।',
  'Document Expired': 'दस्तावेज़ खत्म हो गया',
  'Document Expiring': 'दस्तावेज़ खत्म होने वाला है',
  'Delivery code confirmed by the owner': 'मालिक ने डिलीवरी कोड पक्का किया',

  // Deliveries
  'Delivery not found': 'डिलीवरी नहीं मिली',
  'Send the delivery as a JSON object': 'डिलीवरी JSON ऑब्जेक्ट के रूप में भेजें',
  'Instructions must be at most 500 characters': 'निर्देश ज़्यादा से ज़्यादा 500 अक्षर के हों',
  'Offset must be a whole number of at least 0': 'Offset 0 या उससे बड़ी पूरी संख्या होनी चाहिए',
  'Only a Scheduled delivery can be edited.': 'सिर्फ़ शेड्यूल डिलीवरी ही बदली जा सकती है।',
  'This delivery changed while you were editing it. Please reload and try again.':
    'आपके बदलाव करते समय यह डिलीवरी बदल गई। कृपया पेज रीलोड करके फिर से कोशिश करें।',
  'A truck partner has accepted this delivery. Cancel it first, then delete it.':
    'एक ट्रक पार्टनर ने यह डिलीवरी स्वीकार कर ली है। पहले इसे रद्द करें, फिर हटाएँ।',
  'No shared truck was chosen.': 'कोई शेयर्ड ट्रक नहीं चुना गया।',
  'Could not resolve pickup/delivery location. Please enter more specific addresses.':
    'पिकअप/डिलीवरी की जगह नहीं मिली। कृपया पता और साफ़-साफ़ लिखें।',
  'Could not calculate the route right now. Please try again in a moment.':
    'अभी रूट नहीं निकल पाया। कृपया थोड़ी देर में फिर से कोशिश करें।',

  // Truck partners, jobs, proof of delivery
  'Offer not found': 'ऑफ़र नहीं मिला',
  'Offer declined': 'ऑफ़र मना कर दिया',
  'Vehicle not found': 'गाड़ी नहीं मिली',
  'Driver not found': 'ड्राइवर नहीं मिला',
  'Vehicle removed': 'गाड़ी हटा दी गई',
  'Driver removed': 'ड्राइवर हटा दिया गया',
  'File not found': 'फ़ाइल नहीं मिली',
  'Pair a driver with this vehicle first': 'पहले इस गाड़ी के साथ एक ड्राइवर जोड़ें',
  'Pair a driver with this vehicle before going online': 'ऑनलाइन होने से पहले इस गाड़ी के साथ एक ड्राइवर जोड़ें',
  'We could not find this area in Delhi NCR. Try a locality or industrial area name.':
    'यह इलाका दिल्ली NCR में नहीं मिला। किसी मोहल्ले या इंडस्ट्रियल एरिया का नाम लिखकर देखें।',
  'This job is no longer assigned to your vehicle': 'यह काम अब आपकी गाड़ी को नहीं दिया गया है',
  'This delivery is not waiting for your choice': 'यह डिलीवरी आपके फ़ैसले का इंतज़ार नहीं कर रही',
  'This delivery has no proof of delivery yet': 'इस डिलीवरी का सबूत (POD) अभी नहीं है',
  "Draw the receiver's signature": 'माल लेने वाले के साइन करवाएँ',
  'The signature must be a PNG image': 'साइन PNG इमेज होना चाहिए',
  'Photos must be JPEG, PNG or WebP images': 'फ़ोटो JPEG, PNG या WebP इमेज होनी चाहिए',
  'Thank you for rating the shipper': 'शिपर को रेटिंग देने के लिए धन्यवाद',
  'A vehicle takes an RC, insurance, PUC or permit': 'गाड़ी के लिए RC, बीमा, PUC या परमिट ही लगता है',
  'A driver takes a driving licence': 'ड्राइवर के लिए ड्राइविंग लाइसेंस लगता है',
  'An owner-driver cannot remove their own driver record': 'मालिक-ड्राइवर अपना ड्राइवर रिकॉर्ड नहीं हटा सकते',
  'An owner-driver drives their own vehicle. Sign up as a fleet operator to add drivers.':
    'मालिक-ड्राइवर अपनी गाड़ी खुद चलाते हैं। ड्राइवर जोड़ने के लिए फ़्लीट ऑपरेटर के रूप में साइन अप करें।',
  'This vehicle has trips on record (earnings and proofs of delivery keep them). Take it offline instead.':
    'इस गाड़ी के ट्रिप रिकॉर्ड में हैं (कमाई और डिलीवरी के सबूत इन्हें रखते हैं)। इसे हटाने के बजाय ऑफ़लाइन कर दें।',

  // Shared trucks
  'Invalid truck': 'ट्रक की जानकारी सही नहीं है',
  'Choose which of your vehicles to offer': 'चुनें कि आपकी कौन-सी गाड़ी देनी है',
  'Send the truck as a JSON object': 'ट्रक JSON ऑब्जेक्ट के रूप में भेजें',
  'Truck not found': 'ट्रक नहीं मिला',
  'Slot request not found': 'स्लॉट रिक्वेस्ट नहीं मिली',
  'This truck has left the pool': 'यह ट्रक पूल से हट चुका है',
  'Demo trucks cannot be booked': 'डेमो ट्रक बुक नहीं हो सकते',
  'You cannot request a slot on your own truck': 'आप अपने ही ट्रक पर स्लॉट नहीं माँग सकते',
  'This delivery already has a slot request on a shared truck':
    'इस डिलीवरी की एक शेयर्ड ट्रक पर स्लॉट रिक्वेस्ट पहले से है',
  'Only scheduled deliveries can join a shared truck': 'सिर्फ़ शेड्यूल डिलीवरी ही शेयर्ड ट्रक में जा सकती हैं',
  'Choose one of your pooled deliveries for this slot': 'इस स्लॉट के लिए अपनी पूलिंग वाली डिलीवरी में से एक चुनें',
  'Only a delivery in pooling mode can take a slot on a shared truck':
    'शेयर्ड ट्रक पर स्लॉट सिर्फ़ पूलिंग वाली डिलीवरी ले सकती है',
  'Volume must be a number of cubic metres': 'आयतन घन मीटर में एक संख्या होनी चाहिए',
  'Volume cannot be negative': 'आयतन माइनस में नहीं हो सकता',
  'Volume must be at most 100 m³': 'आयतन ज़्यादा से ज़्यादा 100 घन मीटर हो',
  'Truck is required': 'ट्रक ज़रूरी है',
  'Left the pool': 'पूल से हट गया',
  'A business': 'एक कारोबार',

  // Public tracking and drivers
  'Tracking link not found. Please check the link you received.':
    'ट्रैकिंग लिंक नहीं मिला। कृपया आपको मिला लिंक जाँच लें।',
  'This tracking link has expired. Tracking links stop working 48 hours after the delivery ends.':
    'इस ट्रैकिंग लिंक का समय खत्म हो गया है। डिलीवरी पूरी होने के 48 घंटे बाद ट्रैकिंग लिंक काम करना बंद कर देते हैं।',
  'The sender has given you a 4-digit delivery code. Share it with the driver only when you receive your package.':
    'भेजने वाले ने आपको 4 अंकों का डिलीवरी कोड दिया है। यह कोड ड्राइवर को तभी बताएँ जब आपको अपना पैकेज मिल जाए।',
  'This driver link is paused: the account it works for is suspended by LogiSaathi. It works again once the account is restored.':
    'यह ड्राइवर लिंक रुका हुआ है: जिस खाते के लिए यह काम करता है उसे LogiSaathi ने निलंबित किया है। खाता फिर से चालू होते ही यह लिंक फिर चलेगा।',
  'This driver link is not valid any more. Ask the business for a new link.':
    'यह ड्राइवर लिंक अब नहीं चलता। कारोबारी से नया लिंक माँगें।',
  'A truck partner is carrying this delivery; its driver cannot be changed here.':
    'यह डिलीवरी एक ट्रक पार्टनर ले जा रहा है; इसका ड्राइवर यहाँ से नहीं बदला जा सकता।',
  'No driver is assigned to this delivery': 'इस डिलीवरी के लिए कोई ड्राइवर तय नहीं है',
  'This delivery is finished; positions are no longer recorded':
    'यह डिलीवरी पूरी हो चुकी है; अब लोकेशन दर्ज नहीं होती',
  'Latitude must be between -90 and 90 and longitude between -180 and 180':
    'अक्षांश -90 से 90 और देशांतर -180 से 180 के बीच होना चाहिए',
  'The position was recorded before this job was assigned': 'यह लोकेशन काम मिलने से पहले की है',
  'Too many live tracking views are open. Close some tabs and try again.':
    'बहुत सारे लाइव ट्रैकिंग पेज खुले हैं। कुछ टैब बंद करके फिर से कोशिश करें।',
  'Too many wrong delivery codes. Try again in 15 minutes or call the business.':
    'बहुत बार गलत डिलीवरी कोड डाला गया। 15 मिनट बाद फिर से कोशिश करें या कारोबारी को फ़ोन करें।',
  'Please give a reason why the delivery failed': 'कृपया बताएँ कि डिलीवरी क्यों नहीं हो पाई',

  // Micro-warehouses
  'Warehouse not found': 'वेयरहाउस नहीं मिला',
  'Booking not found': 'बुकिंग नहीं मिली',
  'This booking is already cancelled': 'यह बुकिंग पहले ही रद्द हो चुकी है',
  'This booking has already started and can no longer be cancelled':
    'यह बुकिंग शुरू हो चुकी है, अब रद्द नहीं हो सकती',
  'You can only edit your own warehouse listings': 'आप सिर्फ़ अपने ही वेयरहाउस की लिस्टिंग बदल सकते हैं',
  'Could not place this address on the map. Please add its coordinates (lat, lon).':
    'यह पता नक्शे पर नहीं मिला। कृपया इसके कोऑर्डिनेट (lat, lon) जोड़ें।',
  'Your location': 'आपकी लोकेशन',
  'Enter a valid latitude': 'सही अक्षांश (latitude) डालें',
  'Enter a valid longitude': 'सही देशांतर (longitude) डालें',
  'Choose Premium, Standard or Economy': 'Premium, Standard या Economy में से चुनें',
  'Sort by distance or price': 'दूरी या किराये के हिसाब से लगाएँ',
  'Send both lat and lon': 'lat और lon दोनों भेजें',
  'Send the booking as a JSON object': 'बुकिंग JSON ऑब्जेक्ट के रूप में भेजें',
  'Warehouse name is required': 'वेयरहाउस का नाम ज़रूरी है',
  'Warehouse name must be at least 2 characters': 'वेयरहाउस का नाम कम से कम 2 अक्षर का हो',
  'Area is required': 'इलाका ज़रूरी है',
  'Area must be at least 2 characters': 'इलाका कम से कम 2 अक्षर का हो',
  'Pincode is required': 'पिनकोड ज़रूरी है',
  'Enter a valid 6-digit pincode': 'सही 6 अंकों का पिनकोड डालें',
  'Warehouse type is required': 'वेयरहाउस का प्रकार ज़रूरी है',
  'Operator name is required': 'ऑपरेटर का नाम ज़रूरी है',
  'Operator name must be at least 2 characters': 'ऑपरेटर का नाम कम से कम 2 अक्षर का हो',
  'Opening hours are required': 'खुलने का समय ज़रूरी है',
  'Opening hours must be at least 2 characters': 'खुलने का समय कम से कम 2 अक्षर का हो',
  'Capacity must be at least 2 characters': 'क्षमता कम से कम 2 अक्षर की हो',
  'Features must be at most 40 characters': 'हर सुविधा ज़्यादा से ज़्यादा 40 अक्षर की हो',
  'Feature cannot be empty': 'सुविधा खाली नहीं हो सकती',
  'At most 20 features': 'ज़्यादा से ज़्यादा 20 सुविधाएँ',
  'Total space must be a whole number between 100 and 1000000 sq ft':
    'कुल जगह 100 से 10,00,000 वर्ग फ़ुट के बीच पूरी संख्या हो',
  'Price per day must be a whole number of rupees between 1 and 1000 per sq ft':
    'रोज़ का किराया 1 से 1,000 रुपये प्रति वर्ग फ़ुट के बीच पूरे रुपयों में हो',
  'Price per month must be a whole number of rupees between 1 and 30000 per sq ft':
    'महीने का किराया 1 से 30,000 रुपये प्रति वर्ग फ़ुट के बीच पूरे रुपयों में हो',
  'The warehouse must be in Delhi NCR': 'वेयरहाउस दिल्ली NCR में होना चाहिए',
  'Price per month cannot exceed 30 days at the daily price':
    'महीने का किराया रोज़ के किराये के 30 दिन से ज़्यादा नहीं हो सकता',
  'Loading dock': 'लोडिंग डॉक',
  'Temperature control': 'तापमान नियंत्रण',
  'Fire NOC': 'फ़ायर NOC',
  'Security guard': 'सिक्योरिटी गार्ड',
  'Power backup': 'पावर बैकअप',
  'Pest control': 'पेस्ट कंट्रोल',
  'Insured storage': 'बीमा वाला स्टोरेज',
  // Notification variables (issue 34): reasons and replies the API writes into messages.
  'No truck partner has accepted it yet and its slot starts soon.':
    'अभी तक किसी ट्रक पार्टनर ने इसे स्वीकार नहीं किया है और इसका स्लॉट जल्द शुरू होगा।',
  'No reason given': 'कोई कारण नहीं बताया गया',
  'Device removed': 'डिवाइस हटा दिया गया',
  'Message queued again': 'संदेश फिर से कतार में डाला गया',
  'Device not found': 'डिवाइस नहीं मिला',
  'Message not found': 'संदेश नहीं मिला',
};
