// Marker words for telling Hinglish (Hindi typed in Latin script) from English. Function words only:
// nouns such as 'delivery', 'truck' or 'godown' appear in both and decide nothing.
// Words typed the same in both languages ('hi', 'hello', 'me', 'main' as in 'main road') are in neither list.

export const HINGLISH_MARKERS: ReadonlySet<string> = new Set(
  `
  kya kia kyu kyun kyon kaise kese kaisa kaisi kesa hai hain h hei ho hoga hogi hoge hu hun hoon hona
  mera meri mere mujhe mujhse mujhko muje hum hame hamein humko hamara hamari humara humari
  aap ap aapka aapki aapke aapko aapse apka apki apke tum tumhara tumhari tumko tera teri
  kahan kaha kidhar kitna kitne kitni chahiye chahie chaiye bhai bhaiya bhaisahab yaar ji haan han
  se ka ki ke ko nahi nahin nhi ni mat kab kaun kon konsa kaunsa kaunse konse kis kisne kiske kise kisko
  aur bhi ya yeh ye woh wo vo uska uski uske iska iski iske yaha yahan waha wahan abhi aaj kal par pe
  mein tak wala wali wale vala vali vale liye lie baare bare saath sath ek thoda bahut bohot sab kuch
  karna karni karne karo kare karu karun kar karke karta karti karte karwana karwani karwaye kijiye
  raha rahi rahe gaya gayi gaye sakta sakti sakte milega milegi milenge milta milti mile
  batao bataye bataiye bataye btao bata dikhao dikhaye sunao bolo dedo dijiye dena lena
  lagega lagta lagti lagte padega padegi chalega aayega ayega aaega aati aata aaye
  accha acha achha theek thik jaldi naya nayi naye apna apni apne phir fir toh agar lekin magar jab tab
  namaste namastey namaskar pranam ram dhanyavad dhanyawad shukriya
  bhejna bhejni bhejne bhejo rakhna rakhne banana banani banaye banaya kholna khole kholo
  `
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

export const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  `
  the is are am was were be been my your yours you u ur i we our us it its this that these those
  what whats wat where wheres how hows when who whos why which can cant could do does did dont
  to for of from with and or a an on at by about in into please pls plz want need have has had
  there will would should not no yes tell show give get got much many any all make help
  good thanks thank if so than then more up out see know just yet still also only some here now
  today tomorrow tmrw morning evening near like been being let lets me
  `
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Imperative and future endings that only Hindi verbs carry in Latin script (batao, chahiye, milega). */
export const HINGLISH_SUFFIX = /(?:ao|iye|ega|egi|enge)$/;
