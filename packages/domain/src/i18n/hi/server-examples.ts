/*
 * One example per keyed sentence of the API: its parameters and the English the API has always written for
 * them (the sentences the old back-translation patterns were checked against). server.test.ts proves the
 * English catalog still writes them byte for byte and the Hindi one writes each in Hindi.
 */
import { serverText, type ServerText, type ServerTextKey } from '../server';

const ID = 'LS-20260312-0001';
const ROUTE = 'Okhla → Bawana';
const WHEN = '2026-03-12, 3 PM - 6 PM';
const BOOKING = { ref: 'WB-20260312-0001', sqft: 500, name: 'Okhla Phase I Micro Hub', from: '12 Mar 2026' };

export const SERVER_EXAMPLES: { readonly [K in ServerTextKey]: readonly [ServerText<K>, string] } = {
  'upload.unexpectedField': [
    serverText('upload.unexpectedField', { field: 'logo' }),
    "Unexpected file field 'logo'",
  ],
  'upload.tooManyFiles': [serverText('upload.tooManyFiles', { max: 3 }), 'At most 3 files can be sent'],
  'signIn.linkSent': [
    serverText('signIn.linkSent', { minutes: 15 }),
    'If an account exists for that email, we have sent a sign-in link. It works once, for 15 minutes.',
  ],
  'mail.hello': [serverText('mail.hello', { name: 'Asha' }), 'Hello Asha,'],
  'mail.signInLinkWithin': [
    serverText('mail.signInLinkWithin', { minutes: 15 }),
    'Open this link within 15 minutes to sign in to LogiSaathi:',
  ],
  'mail.resetLinkWithin': [
    serverText('mail.resetLinkWithin', { minutes: 30 }),
    'Open this link within 30 minutes to choose a new password:',
  ],
  'delivery.scheduled': [
    serverText('delivery.scheduled', {
      id: ID,
      from: 'Okhla',
      to: 'Bawana',
      date: '2026-03-12',
      slot: '9 AM - 12 PM',
      km: 28.4,
      min: 52,
      price: 1200,
      saved: 300,
    }),
    'Shipment LS-20260312-0001 from Okhla to Bawana is scheduled for 2026-03-12, 9 AM - 12 PM. Route 28.4 km, about 52 min. Price ₹1200 (pooled, you save ₹300).',
  ],
  'delivery.nowStatus': [
    serverText('delivery.nowStatus', {
      id: ID,
      route: ROUTE,
      status: 'Delivered',
      note: 'Delivery code confirmed by the owner',
    }),
    'Shipment LS-20260312-0001 (Okhla → Bawana) is now Delivered. Note: Delivery code confirmed by the owner',
  ],
  'delivery.opsAssigned': [
    serverText('delivery.opsAssigned', { id: ID, vehicle: 'DL 01 AB 1234' }),
    'LogiSaathi operations assigned LS-20260312-0001 to DL 01 AB 1234. It is in your jobs.',
  ],
  'delivery.opsAnswer': [
    serverText('delivery.opsAnswer', { id: ID, message: 'We have spoken to the driver.' }),
    'About LS-20260312-0001, LogiSaathi operations write: We have spoken to the driver.',
  ],
  'delivery.partBDue': [
    serverText('delivery.partBDue', { id: ID, vehicle: 'DL 1L AB 1234', ewb: '5510 0012 3456' }),
    'The truck for LS-20260312-0001 is now DL 1L AB 1234. Update Part-B of e-way bill 5510 0012 3456 with it on the e-way bill portal before the goods move: the details are on the delivery page.',
  ],
  'delivery.truckWillCarry': [
    serverText('delivery.truckWillCarry', {
      vehicle: 'DL 01 AB 1234',
      body: 'Mini truck (Tata Ace)',
      id: ID,
      driver: 'Ramesh',
    }),
    'DL 01 AB 1234 (Mini truck (Tata Ace)) will carry LS-20260312-0001; driver Ramesh.',
  ],
  'delivery.truckChanged': [
    serverText('delivery.truckChanged', {
      vehicle: 'DL 01 AB 1234',
      body: 'Mini truck (Tata Ace)',
      id: ID,
      driver: 'Ramesh',
      time: '10:40',
    }),
    'LS-20260312-0001 will now be carried by DL 01 AB 1234 (Mini truck (Tata Ace)); driver Ramesh. The pickup time stays 10:40.',
  ],
  'delivery.noPartnerYet': [
    serverText('delivery.noPartnerYet', {
      id: ID,
      slotSoon: 'yes',
      next: 'Keep searching, change the slot, or cancel it at no charge.',
    }),
    'No truck partner has accepted shipment LS-20260312-0001 yet and its slot starts soon. Keep searching, change the slot, or cancel it at no charge.',
  ],
  'delivery.ewayBillNeeded': [
    serverText('delivery.ewayBillNeeded', { id: ID }),
    'A truck is assigned to LS-20260312-0001, and the goods need an e-way bill. Enter its 12-digit number on the delivery page: the truck cannot pick up without it.',
  ],
  'delivery.latePickup': [
    serverText('delivery.latePickup', { id: ID, slot: '9 AM - 12 PM' }),
    'The truck for LS-20260312-0001 has not picked up the goods and the 9 AM - 12 PM slot has ended. Call the driver from the delivery page, or cancel it at no charge.',
  ],
  'delivery.final': [
    serverText('delivery.final', { status: 'Delivered' }),
    'This delivery is already Delivered; its status can no longer change.',
  ],
  'delivery.cannotMove': [
    serverText('delivery.cannotMove', {
      from: 'Scheduled',
      allowed: ['Picked Up', 'Cancelled'],
      to: 'Delivered',
    }),
    'A Scheduled delivery can move to Picked Up or Cancelled, not to Delivered.',
  ],
  'delivery.cannotDelete': [
    serverText('delivery.cannotDelete', { status: 'In Transit' }),
    'This delivery is In Transit and can no longer be deleted. Only a Scheduled or Cancelled delivery can be deleted.',
  ],
  'delivery.cannotMark': [
    serverText('delivery.cannotMark', { from: 'Scheduled', to: 'Delivered' }),
    'This delivery is Scheduled; it cannot be marked Delivered now.',
  ],
  'delivery.cannotAssignDriver': [
    serverText('delivery.cannotAssignDriver', { status: 'Delivered' }),
    'This delivery is already Delivered; a driver can no longer be assigned.',
  ],
  'delivery.sharedTruckRefused': [
    serverText('delivery.sharedTruckRefused', { why: 'This truck has left the pool' }),
    'The shared truck could not take this delivery (This truck has left the pool).',
  ],
  'delivery.updatedByDriver': [
    serverText('delivery.updatedByDriver', { name: 'Ramesh Kumar', vehicle: 'DL 01 AB 1234' }),
    'Updated by driver Ramesh Kumar (DL 01 AB 1234)',
  ],
  'delivery.codeConfirmedByDriver': [
    serverText('delivery.codeConfirmedByDriver', { name: 'Ramesh Kumar', vehicle: 'DL 01 AB 1234' }),
    'Delivery code confirmed by driver Ramesh Kumar (DL 01 AB 1234)',
  ],
  'list.limitRange': [
    serverText('list.limitRange', { max: 100 }),
    'Limit must be a whole number from 1 to 100',
  ],
  'list.offsetAtMost': [serverText('list.offsetAtMost', { max: 10000 }), 'Offset must be at most 10000'],
  'delivery.markedDeliveredByOwner': [
    serverText('delivery.markedDeliveredByOwner', { reason: 'The driver phone died' }),
    'Marked delivered by owner: The driver phone died',
  ],
  'fleet.maxDrivers': [serverText('fleet.maxDrivers', { max: 50 }), 'A fleet lists at most 50 drivers'],
  'fleet.maxVehicles': [serverText('fleet.maxVehicles', { max: 50 }), 'A fleet lists at most 50 vehicles'],
  'vehicle.cannotGoOnline': [
    serverText('vehicle.cannotGoOnline', { problems: ['The RC has expired'] }),
    'This vehicle cannot go online: The RC has expired',
  ],
  'vehicle.cannotTakeJobs': [
    serverText('vehicle.cannotTakeJobs', { problems: ['The RC has expired'] }),
    'This vehicle cannot take jobs: The RC has expired',
  ],
  'job.withheld': [
    serverText('job.withheld', { problems: ["This driver's driving licence is awaiting review"] }),
    "This job is hidden until the documents of its vehicle and driver are approved and in date: This driver's driving licence is awaiting review",
  ],
  'proof.tooManyPhotos': [serverText('proof.tooManyPhotos', { max: 6 }), 'At most 6 photos'],
  'dayPlan.dateRange': [
    serverText('dayPlan.dateRange', { back: 7, ahead: 14 }),
    'Choose a date from 7 days ago to 14 days ahead',
  ],
  'document.uploaded': [
    serverText('document.uploaded', { document: 'Insurance', subject: 'DL 01 AB 1234', until: '2027-03-31' }),
    'Insurance of DL 01 AB 1234 uploaded (valid until 2027-03-31).',
  ],
  'document.expired': [
    serverText('document.expired', { document: 'Insurance', subject: 'DL 01 AB 1234', on: '2026-03-31' }),
    'Insurance of DL 01 AB 1234 expired on 2026-03-31. Upload the renewed document to take jobs again.',
  ],
  'document.expiresSoon': [
    serverText('document.expiresSoon', {
      document: 'Driving licence',
      subject: 'Ramesh Kumar',
      on: '2026-03-31',
    }),
    'Driving licence of Ramesh Kumar expires within 15 days (2026-03-31). Upload the renewed document in time.',
  ],
  'pool.vehicleListedAs': [
    serverText('pool.vehicleListedAs', { type: 'Tata 407' }),
    'This vehicle is listed as Tata 407',
  ],
  'pool.vehicleCarriesAtMost': [
    serverText('pool.vehicleCarriesAtMost', { tons: 2.5 }),
    'This vehicle carries at most 2.5 tons',
  ],
  'pool.capacityBelowRequested': [
    serverText('pool.capacityBelowRequested', { kg: 400 }),
    'Capacity cannot be below the 400 kg already requested',
  ],
  'pool.tooManyPending': [
    serverText('pool.tooManyPending', { max: 5 }),
    'You already have 5 slot requests waiting for an answer. Withdraw one or wait for the transporters.',
  ],
  'pool.cannotWithdraw': [
    serverText('pool.cannotWithdraw', { status: 'accepted' }),
    'This request was already accepted and cannot be withdrawn',
  ],
  'pool.alreadyAnswered': [
    serverText('pool.alreadyAnswered', { status: 'declined' }),
    'This request was already declined',
  ],
  'pool.noSpaceKg': [
    serverText('pool.noSpaceKg', { kg: 120 }),
    'Not enough space on this truck: 120 kg left',
  ],
  'pool.noSpaceM3': [
    serverText('pool.noSpaceM3', { m3: 1.5 }),
    'Not enough space on this truck: 1.5 m³ left',
  ],
  'pool.unresolvedLocation': [
    serverText('pool.unresolvedLocation', { side: 'pickup' }),
    'Could not resolve the pickup location. Please enter a more specific address.',
  ],
  'pool.weightAtLeast': [
    serverText('pool.weightAtLeast', { min: 1 }),
    'Weight must be a number of at least 1 kg',
  ],
  'pool.locationAtMost': [
    serverText('pool.locationAtMost', { max: 200 }),
    'Location must be at most 200 characters',
  ],
  'pool.slotAsked': [
    serverText('pool.slotAsked', {
      who: 'Verma Traders',
      kg: 300,
      type: 'Tata 407',
      route: ROUTE,
      when: WHEN,
    }),
    'Verma Traders asks for 300 kg on your Tata 407 (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM). Accept or decline it under My Trucks & Requests.',
  ],
  'pool.slotRequested': [
    serverText('pool.slotRequested', {
      kg: 300,
      company: 'Yamuna Freight',
      route: ROUTE,
      when: WHEN,
      price: 900,
    }),
    "Your request for 300 kg on Yamuna Freight's truck (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM) is waiting for the transporter's answer. Quoted price ₹900.",
  ],
  'pool.requestWithdrawn': [
    serverText('pool.requestWithdrawn', { kg: 300, type: 'Tata 407', route: ROUTE, when: WHEN }),
    'A request for 300 kg on your Tata 407 (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM) was withdrawn; the space is free again.',
  ],
  'pool.youWithdrew': [
    serverText('pool.youWithdrew', { route: ROUTE }),
    'You withdrew the slot request on Okhla → Bawana.',
  ],
  'pool.requestDeclined': [
    serverText('pool.requestDeclined', { who: 'Yamuna Freight', kg: 300, route: ROUTE, when: WHEN }),
    'Yamuna Freight declined your request for 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM). Other trucks may still match under Shared Trucks.',
  ],
  'pool.youDeclined': [
    serverText('pool.youDeclined', { kg: 300, route: ROUTE, when: WHEN }),
    '300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) was declined; the space is free again.',
  ],
  'pool.ownerDeclined': [
    serverText('pool.ownerDeclined', { who: 'Yamuna Freight', route: ROUTE }),
    'Yamuna Freight declined the slot on Okhla → Bawana.',
  ],
  'pool.requestAccepted': [
    serverText('pool.requestAccepted', {
      who: 'Yamuna Freight',
      kg: 300,
      route: ROUTE,
      when: WHEN,
      id: ID,
      charged: 900,
      person: 'Rakesh Yadav',
      phone: '9876543210',
    }),
    'Yamuna Freight accepted your 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM). Delivery LS-20260312-0001 is now charged the pooled price ₹900. Contact: Rakesh Yadav, 9876543210.',
  ],
  'pool.youAccepted': [
    serverText('pool.youAccepted', { kg: 300, route: ROUTE, when: WHEN }),
    'You accepted 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM).',
  ],
  'pool.truckLeft': [
    serverText('pool.truckLeft', { company: 'Yamuna Freight', type: 'Tata 407', route: ROUTE }),
    "Yamuna Freight's Tata 407 (Okhla → Bawana) has left the shared pool: its slot has ended.",
  ],
  'pool.requestUnanswered': [
    serverText('pool.requestUnanswered', { kg: 300, company: 'Yamuna Freight' }),
    'Your request for 300 kg on Yamuna Freight was not answered before the truck left the pool.',
  ],
  'pool.regularPrice': [
    serverText('pool.regularPrice', {
      why: 'The shared truck left the pool before answering.',
      id: ID,
      price: 1500,
    }),
    'The shared truck left the pool before answering. Delivery LS-20260312-0001 is no longer on a shared truck and is charged the regular price ₹1500.',
  ],
  'pool.truckAdded': [
    serverText('pool.truckAdded', {
      company: 'Yamuna Freight',
      type: 'Tata 407',
      tons: 2.5,
      route: ROUTE,
      when: WHEN,
    }),
    "Yamuna Freight's Tata 407 (2.5 tons), Okhla → Bawana, departs 2026-03-12, 3 PM - 6 PM. Businesses going your way can now request a slot.",
  ],
  'pool.requesterClosed': [
    serverText('pool.requesterClosed', { accepted: 'yes', kg: 300, route: ROUTE, when: WHEN }),
    'A business that had a slot for 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) closed its LogiSaathi account; the space is free again.',
  ],
  'pool.ownerClosed': [
    serverText('pool.ownerClosed', {
      company: 'Yamuna Freight',
      route: ROUTE,
      when: WHEN,
      kg: 300,
      id: ID,
      price: 1500,
    }),
    'Yamuna Freight closed its LogiSaathi account, so its truck on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) is no longer offered and your request for 300 kg is cancelled. Delivery LS-20260312-0001 is charged the regular price ₹1500 again. Other trucks may still match under Shared Trucks.',
  ],
  'pool.bookedTruckOwnerClosed': [
    serverText('pool.bookedTruckOwnerClosed', { id: ID, route: ROUTE, price: 1500 }),
    'The shared truck for delivery LS-20260312-0001 (Okhla → Bawana) is no longer offered: its owner closed their LogiSaathi account. The delivery is charged the regular price ₹1500 again.',
  ],
  'warehouse.booked': [
    serverText('warehouse.booked', { ...BOOKING, days: 30, price: '₹45,000' }),
    'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 for 30 days, ₹45,000.',
  ],
  'warehouse.bookingCancelled': [
    serverText('warehouse.bookingCancelled', BOOKING),
    'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled.',
  ],
  'warehouse.customerClosed': [
    serverText('warehouse.customerClosed', BOOKING),
    'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled because the customer closed their LogiSaathi account. The space is free again.',
  ],
  'warehouse.operatorClosed': [
    serverText('warehouse.operatorClosed', BOOKING),
    "WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled because the warehouse's operator closed their LogiSaathi account and the listing was removed.",
  ],
  'warehouse.spaceBelowBooked': [
    serverText('warehouse.spaceBelowBooked', { sqft: 500 }),
    'Total space cannot be less than the 500 sq ft already booked',
  ],
  'warehouse.placeNotFound': [
    serverText('warehouse.placeNotFound', { text: 'Xyz' }),
    "Could not find 'Xyz'. Try an area name such as Okhla, or a 6-digit pincode.",
  ],
  'warehouse.pincode': [serverText('warehouse.pincode', { pincode: '110020' }), 'Pincode 110020'],
  'tracking.tooFast': [
    serverText('tracking.tooFast', { kmh: 150 }),
    'The position is too far from the previous one (faster than 150 km/h)',
  ],
};
