/*
 * Branded ids: two texts that name the same thing in different ways cannot be mixed up at compile time. A
 * delivery has a row id (a UUID, `_id` in the API, what foreign keys hold) and a public code ('LS' + 6, what
 * users read and type). Both are strings at run time; the brand exists only in the types (no runtime cost).
 * Values get their brand where they are made or checked: the database columns, the validity checks
 * (isDeliveryRowId in apps/api, isDeliveryIdShaped here) and generateDeliveryId.
 */

declare const brand: unique symbol;

/** T marked as B: a plain T is not assignable to it, it is still assignable to a plain T. */
export type Branded<T, B extends string> = T & { readonly [brand]: B };

/** A delivery's row id (deliveries.id, a UUID; `_id` in the API). */
export type DeliveryRowId = Branded<string, 'DeliveryRowId'>;

/** A delivery's public code ('LS' + 6 characters, deliveries.delivery_id; `deliveryId` in the API). */
export type DeliveryCode = Branded<string, 'DeliveryCode'>;
