/*
 * The English of the API's sentences with a figure, a name, a place or an id inside, by key (../keyed-text.ts).
 * These are the specification's words and the texts the API has always written, byte for byte: a key's English
 * never changes when its Hindi does. Hindi: ../hi/server.ts, the same keys.
 *
 * A parameter that is itself an English domain text (a status, a slot label, a document's name, a reason the
 * server wrote) is passed in English; each language's catalog translates it.
 *
 * A fixed sentence (no parameter) needs no key: it is its own key, looked up in the exact tables.
 */
type S = string;
type N = string | number;

export const SERVER_TEXTS_EN = {
  // Envelope and uploads
  'upload.unexpectedField': (p: { field: S }) => `Unexpected file field '${p.field}'`,
  'upload.tooManyFiles': (p: { max: N }) => `At most ${p.max} files can be sent`,

  // Sign-in link and password reset
  'signIn.linkSent': (p: { minutes: N }) =>
    `If an account exists for that email, we have sent a sign-in link. It works once, for ${p.minutes} minutes.`,
  'mail.hello': (p: { name: S }) => `Hello ${p.name},`,
  'mail.signInLinkWithin': (p: { minutes: N }) =>
    `Open this link within ${p.minutes} minutes to sign in to LogiSaathi:`,
  'mail.resetLinkWithin': (p: { minutes: N }) =>
    `Open this link within ${p.minutes} minutes to choose a new password:`,

  // Delivery alerts
  'delivery.scheduled': (p: {
    id: S;
    from: S;
    to: S;
    date: S;
    slot: S;
    km: N;
    min: N;
    price: N;
    saved?: N;
  }) =>
    `Shipment ${p.id} from ${p.from} to ${p.to} is scheduled for ${p.date}, ${p.slot}. ` +
    `Route ${p.km} km, about ${p.min} min. Price ₹${p.price}${p.saved ? ` (pooled, you save ₹${p.saved})` : ''}.`,
  'delivery.nowStatus': (p: { id: S; route: S; status: S; note?: S }) =>
    `Shipment ${p.id} (${p.route}) is now ${p.status}.${p.note ? ` Note: ${p.note}` : ''}`,
  'delivery.opsAssigned': (p: { id: S; vehicle: S }) =>
    `LogiSaathi operations assigned ${p.id} to ${p.vehicle}. It is in your jobs.`,
  'delivery.opsAnswer': (p: { id: S; message: S }) =>
    `About ${p.id}, LogiSaathi operations write: ${p.message}`,
  'delivery.partBDue': (p: { id: S; vehicle: S; ewb: S }) =>
    `The truck for ${p.id} is now ${p.vehicle}. Update Part-B of e-way bill ${p.ewb} with it on the e-way bill portal before the goods move: the details are on the delivery page.`,
  'delivery.truckWillCarry': (p: { vehicle: S; body: S; id: S; driver: S }) =>
    `${p.vehicle} (${p.body}) will carry ${p.id}; driver ${p.driver}.`,
  'delivery.truckChanged': (p: { vehicle: S; body: S; id: S; driver: S; time: S }) =>
    `${p.id} will now be carried by ${p.vehicle} (${p.body}); driver ${p.driver}. The pickup time stays ${p.time}.`,
  'delivery.noPartnerYet': (p: { id: S; slotSoon?: S; next: S }) =>
    `No truck partner has accepted shipment ${p.id} yet${p.slotSoon ? ' and its slot starts soon' : ''}. ${p.next}`,
  'delivery.ewayBillNeeded': (p: { id: S }) =>
    `A truck is assigned to ${p.id}, and the goods need an e-way bill. Enter its 12-digit number on the delivery page: the truck cannot pick up without it.`,
  'delivery.latePickup': (p: { id: S; slot: S }) =>
    `The truck for ${p.id} has not picked up the goods and the ${p.slot} slot has ended. Call the driver from the delivery page, or cancel it at no charge.`,

  // Delivery errors and status notes
  'delivery.final': (p: { status: S }) =>
    `This delivery is already ${p.status}; its status can no longer change.`,
  'delivery.cannotMove': (p: { from: S; allowed: readonly S[]; to: S }) =>
    `A ${p.from} delivery can move to ${orList(p.allowed)}, not to ${p.to}.`,
  'delivery.cannotDelete': (p: { status: S }) =>
    `This delivery is ${p.status} and can no longer be deleted. Only a Scheduled or Cancelled delivery can be deleted.`,
  'delivery.cannotMark': (p: { from: S; to: S }) =>
    `This delivery is ${p.from}; it cannot be marked ${p.to} now.`,
  'delivery.cannotAssignDriver': (p: { status: S }) =>
    `This delivery is already ${p.status}; a driver can no longer be assigned.`,
  'delivery.sharedTruckRefused': (p: { why: S }) =>
    `The shared truck could not take this delivery (${p.why}).`,
  'delivery.updatedByDriver': (p: { name: S; vehicle: S }) => `Updated by driver ${p.name} (${p.vehicle})`,
  'delivery.codeConfirmedByDriver': (p: { name: S; vehicle: S }) =>
    `Delivery code confirmed by driver ${p.name} (${p.vehicle})`,
  'list.limitRange': (p: { max: N }) => `Limit must be a whole number from 1 to ${p.max}`,
  'list.offsetAtMost': (p: { max: N }) => `Offset must be at most ${p.max}`,
  'delivery.markedDeliveredByOwner': (p: { reason: S }) => `Marked delivered by owner: ${p.reason}`,
  // Partners and jobs
  'fleet.maxDrivers': (p: { max: N }) => `A fleet lists at most ${p.max} drivers`,
  'fleet.maxVehicles': (p: { max: N }) => `A fleet lists at most ${p.max} vehicles`,
  'vehicle.cannotGoOnline': (p: { problems: readonly S[] }) =>
    `This vehicle cannot go online: ${p.problems.join('; ')}`,
  'vehicle.cannotTakeJobs': (p: { problems: readonly S[] }) =>
    `This vehicle cannot take jobs: ${p.problems.join('; ')}`,
  'job.withheld': (p: { problems: readonly S[] }) =>
    `This job is hidden until the documents of its vehicle and driver are approved and in date: ${p.problems.join('; ')}`,
  'proof.tooManyPhotos': (p: { max: N }) => `At most ${p.max} photos`,
  'dayPlan.dateRange': (p: { back: N; ahead: N }) =>
    `Choose a date from ${p.back} days ago to ${p.ahead} days ahead`,
  'document.uploaded': (p: { document: S; subject: S; until: S }) =>
    `${p.document} of ${p.subject} uploaded (valid until ${p.until}).`,
  'document.expired': (p: { document: S; subject: S; on: S }) =>
    `${p.document} of ${p.subject} expired on ${p.on}. Upload the renewed document to take jobs again.`,
  'document.expiresSoon': (p: { document: S; subject: S; on: S; tomorrow?: S }) =>
    `${p.document} of ${p.subject} expires ${p.tomorrow ? 'tomorrow or today' : 'within 15 days'} (${p.on}). Upload the renewed document in time.`,

  // Shared trucks
  'pool.vehicleListedAs': (p: { type: S }) => `This vehicle is listed as ${p.type}`,
  'pool.vehicleCarriesAtMost': (p: { tons: N }) => `This vehicle carries at most ${p.tons} tons`,
  'pool.capacityBelowRequested': (p: { kg: N }) =>
    `Capacity cannot be below the ${p.kg} kg already requested`,
  'pool.tooManyPending': (p: { max: N }) =>
    `You already have ${p.max} slot requests waiting for an answer. Withdraw one or wait for the transporters.`,
  'pool.cannotWithdraw': (p: { status: S }) => `This request was already ${p.status} and cannot be withdrawn`,
  'pool.alreadyAnswered': (p: { status: S }) => `This request was already ${p.status}`,
  'pool.noSpaceKg': (p: { kg: N }) => `Not enough space on this truck: ${p.kg} kg left`,
  'pool.noSpaceM3': (p: { m3: N }) => `Not enough space on this truck: ${p.m3} m³ left`,
  'pool.unresolvedLocation': (p: { side: 'pickup' | 'delivery' }) =>
    `Could not resolve the ${p.side} location. Please enter a more specific address.`,
  'pool.weightAtLeast': (p: { min: N }) => `Weight must be a number of at least ${p.min} kg`,
  'pool.locationAtMost': (p: { max: N }) => `Location must be at most ${p.max} characters`,
  'pool.slotAsked': (p: { who: S; kg: N; type: S; route: S; when: S }) =>
    `${p.who} asks for ${p.kg} kg on your ${p.type} (${p.route}, ${p.when}). Accept or decline it under My Trucks & Requests.`,
  'pool.slotRequested': (p: { kg: N; company: S; route: S; when: S; price: N }) =>
    `Your request for ${p.kg} kg on ${p.company}'s truck (${p.route}, ${p.when}) is waiting for the transporter's answer. Quoted price ₹${p.price}.`,
  'pool.requestWithdrawn': (p: { kg: N; type: S; route: S; when: S }) =>
    `A request for ${p.kg} kg on your ${p.type} (${p.route}, ${p.when}) was withdrawn; the space is free again.`,
  'pool.youWithdrew': (p: { route: S }) => `You withdrew the slot request on ${p.route}.`,
  'pool.requestDeclined': (p: { who: S; kg: N; route: S; when: S }) =>
    `${p.who} declined your request for ${p.kg} kg on ${p.route} (${p.when}). Other trucks may still match under Shared Trucks.`,
  'pool.youDeclined': (p: { kg: N; route: S; when: S }) =>
    `${p.kg} kg on ${p.route} (${p.when}) was declined; the space is free again.`,
  'pool.ownerDeclined': (p: { who: S; route: S }) => `${p.who} declined the slot on ${p.route}.`,
  'pool.requestAccepted': (p: {
    who: S;
    kg: N;
    route: S;
    when: S;
    id?: S;
    charged?: N;
    person: S;
    phone: S;
  }) =>
    `${p.who} accepted your ${p.kg} kg on ${p.route} (${p.when}).${
      p.id ? ` Delivery ${p.id} is now charged the pooled price ₹${p.charged}.` : ''
    } Contact: ${p.person}, ${p.phone}.`,
  'pool.youAccepted': (p: { kg: N; route: S; when: S }) =>
    `You accepted ${p.kg} kg on ${p.route} (${p.when}).`,
  'pool.truckLeft': (p: { company: S; type: S; route: S }) =>
    `${p.company}'s ${p.type} (${p.route}) has left the shared pool: its slot has ended.`,
  'pool.requestUnanswered': (p: { kg: N; company?: S }) =>
    `Your request for ${p.kg} kg on ${p.company ?? 'a shared truck'} was not answered before the truck left the pool.`,
  'pool.regularPrice': (p: { why: S; id: S; price: N }) =>
    `${p.why} Delivery ${p.id} is no longer on a shared truck and is charged the regular price ₹${p.price}.`,
  'pool.truckAdded': (p: { company: S; type: S; tons: N; route: S; when: S }) =>
    `${p.company}'s ${p.type} (${p.tons} tons), ${p.route}, departs ${p.when}. Businesses going your way can now request a slot.`,
  'pool.requesterClosed': (p: { accepted?: S; kg: N; route: S; when: S }) =>
    `A business that ${p.accepted ? 'had a slot for' : 'requested'} ${p.kg} kg on ${p.route} (${p.when}) closed its LogiSaathi account; the space is free again.`,
  'pool.ownerClosed': (p: { company: S; route: S; when: S; kg: N; id?: S; price?: N }) =>
    `${p.company} closed its LogiSaathi account, so its truck on ${p.route} (${p.when}) is no longer offered and your request for ${p.kg} kg is cancelled.${
      p.id ? ` Delivery ${p.id} is charged the regular price ₹${p.price} again.` : ''
    } Other trucks may still match under Shared Trucks.`,
  'pool.bookedTruckOwnerClosed': (p: { id: S; route?: S; price: N }) =>
    `The shared truck for delivery ${p.id}${p.route ? ` (${p.route})` : ''} is no longer offered: its owner closed their LogiSaathi account. The delivery is charged the regular price ₹${p.price} again.`,

  // Micro-warehouses
  'warehouse.booked': (p: { ref: S; sqft: N; name: S; from: S; days: N; price: S }) =>
    `${p.ref}: ${p.sqft} sq ft at ${p.name} from ${p.from} for ${p.days} ${p.days === 1 ? 'day' : 'days'}, ${p.price}.`,
  'warehouse.bookingCancelled': (p: { ref: S; sqft: N; name: S; from: S }) =>
    `${p.ref}: ${p.sqft} sq ft at ${p.name} from ${p.from} is cancelled.`,
  'warehouse.customerClosed': (p: { ref: S; sqft: N; name: S; from: S }) =>
    `${p.ref}: ${p.sqft} sq ft at ${p.name} from ${p.from} is cancelled because the customer closed their LogiSaathi account. The space is free again.`,
  'warehouse.operatorClosed': (p: { ref: S; sqft: N; name: S; from: S }) =>
    `${p.ref}: ${p.sqft} sq ft at ${p.name} from ${p.from} is cancelled because the warehouse's operator closed their LogiSaathi account and the listing was removed.`,
  'warehouse.spaceBelowBooked': (p: { sqft: N }) =>
    `Total space cannot be less than the ${p.sqft} sq ft already booked`,
  'warehouse.placeNotFound': (p: { text: S }) =>
    `Could not find '${p.text}'. Try an area name such as Okhla, or a 6-digit pincode.`,
  'warehouse.pincode': (p: { pincode: S }) => `Pincode ${p.pincode}`,

  // Live tracking
  'tracking.tooFast': (p: { kmh: N }) =>
    `The position is too far from the previous one (faster than ${p.kmh} km/h)`,
} as const;

/** 'A, B or C' (the allowed next statuses), as the API has always listed them. */
function orList(items: readonly string[]): string {
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
