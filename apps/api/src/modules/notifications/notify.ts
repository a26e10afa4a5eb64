import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_CHANNELS,
  type DeliveryRowId,
  type NotificationEvent,
  type NotificationVariables,
  wholeRupees,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { userContactOf } from '../users/users-repository';

/**
 * Writing notifications into the outbox (issue 34). Call these with the transaction of the event: the rows
 * commit with it or not at all, and the workers (./outbox-worker.ts) hear of them on commit (migration's trigger
 * on notification_outbox). Nothing here reads the configuration: what depends on it (quiet hours, escalation,
 * links) is decided when the message is sent.
 */

/** A users.phone as +91 and ten digits (the product's numbers are Indian), or '' when it is not one. */
export const E164_PHONE = (column: SQL) =>
  sql`case when length(regexp_replace(${column}, '\\D', '', 'g')) >= 10
    then '+91' || right(regexp_replace(${column}, '\\D', '', 'g'), 10) else '' end`;

export interface UserNotification<E extends NotificationEvent> {
  userId: string;
  event: E;
  variables: NotificationVariables[E];
  deliveryRowId?: DeliveryRowId | null;
  /** One event must not write the same message twice (e.g. 'offer:<offer id>'); the channel is appended. */
  dedupeKey?: string;
}

/**
 * One message per channel the user wants for this event: their stored choice, else the event's default
 * (DEFAULT_CHANNELS). SMS and WhatsApp need a phone number, e-mail an address; push goes to every device the
 * user subscribed (the worker skips the message when there is none). The message is in the user's language.
 */
export async function notifyUser<E extends NotificationEvent>(
  db: DbOrTx,
  message: UserNotification<E>,
): Promise<void> {
  const defaults = DEFAULT_CHANNELS[message.event];
  const channels = sql.join(
    NOTIFICATION_CHANNELS.map((c) => sql`(${c})`),
    sql`, `,
  );
  const isDefault = sql.join(
    defaults.map((c) => sql`${c}`),
    sql`, `,
  );
  const phone = E164_PHONE(sql`u.phone`);
  await db.execute(sql`
    insert into notification_outbox
      (event, channel, user_id, recipient, language, variables, delivery_row_id, dedupe_key)
    select ${message.event}, ch.channel, u.id,
      case ch.channel when 'email' then u.email when 'push' then u.id::text else ${phone} end,
      u.language, ${JSON.stringify(message.variables)}::jsonb, ${message.deliveryRowId ?? null}::uuid,
      case when ${message.dedupeKey ?? null}::text is null then null else ${message.dedupeKey ?? null} || ':' || ch.channel end
    from ${userContactOf(message.userId)} u
    cross join (values ${channels}) as ch(channel)
    left join notification_preferences p
      on p.user_id = u.id and p.event = ${message.event} and p.channel = ch.channel
    where coalesce(p.enabled, ch.channel in (${isDefault}))
      and (ch.channel <> 'email' or u.email <> '')
      and (ch.channel not in ('sms', 'whatsapp') or ${phone} <> '')
    on conflict (dedupe_key) do nothing`);
}

/** What the consignee's message needs of a delivery and its tracking row, from the caller that assigned its truck. */
export interface ConsigneeFacts {
  deliveryRowId: DeliveryRowId;
  /** The shipper: its language, company name and consignee settings. */
  shipperId: string;
  /** The delivery's code ('LS…'). */
  code: string;
  /** The delivery contact's number, else the customer's, is the consignee's. */
  deliveryContactPhone: string | null;
  customerPhone: string;
  /** The tracking row's public link code and delivery code. */
  publicCode: string;
  deliveryCode: string;
}

/**
 * The consignee's message once a delivery has a truck: its tracking link and delivery code, by SMS or WhatsApp
 * as the shipper chose, in the shipper's language. Not written when the shipper switched consignee messages off
 * (for this delivery, or by default) or the consignee's number opted out. Once per delivery (a new driver keeps
 * the same link and code).
 */
export async function notifyConsignee(db: DbOrTx, consignee: ConsigneeFacts): Promise<void> {
  const phone = E164_PHONE(
    sql`coalesce(nullif(${consignee.deliveryContactPhone}::text, ''), ${consignee.customerPhone}::text)`,
  );
  const deliveryRowId = sql`${consignee.deliveryRowId}::uuid`;
  await db.execute(sql`
    insert into notification_outbox
      (event, channel, user_id, recipient, language, variables, delivery_row_id, dedupe_key)
    select 'consignee-tracking', coalesce(s.consignee_channel, 'sms'), null, ${phone}, u.language,
      jsonb_build_object('code', ${consignee.code}::text, 'sender', u.company, 'publicCode',
        ${consignee.publicCode}::text, 'deliveryCode', ${consignee.deliveryCode}::text),
      ${deliveryRowId}, 'consignee:' || ${deliveryRowId}::text
    from ${userContactOf(consignee.shipperId)} u
    left join notification_settings s on s.user_id = u.id
    left join delivery_consignee_messages m on m.delivery_row_id = ${deliveryRowId}
    where coalesce(m.enabled, s.consignee_messages, true)
      and ${phone} <> ''
      and not exists (select 1 from consignee_opt_outs o where o.phone = ${phone})
    on conflict (dedupe_key) do nothing`);
}

/**
 * Offers just stored: each partner hears of its offer by push, and by SMS when the wave escalates (decided when
 * sent: the delivery's first offer is older than OFFER_SMS_ESCALATION_MS). Variables from the delivery: its code
 * and places, read by the caller (partners, which stores the offers).
 */
export async function notifyOffers(
  db: DbOrTx,
  offers: ReadonlyArray<{
    id: string;
    partnerId: string;
    deliveryRowId: DeliveryRowId;
    farePaise: number;
    code: string;
    from: string;
    to: string;
  }>,
): Promise<void> {
  for (const offer of offers) {
    await notifyUser(db, {
      userId: offer.partnerId,
      event: 'offer',
      variables: {
        code: offer.code,
        from: offer.from,
        to: offer.to,
        fare: wholeRupees(offer.farePaise),
        offerId: offer.id,
      },
      deliveryRowId: offer.deliveryRowId,
      dedupeKey: `offer:${offer.id}`,
    });
  }
}

/** A delivery got its truck: the shipper's message and the consignee's tracking link and code. */
export async function notifyTruckAssigned(
  db: DbOrTx,
  assigned: ConsigneeFacts & { vehicle: string; driver: string; driverPhone: string },
): Promise<void> {
  await notifyUser(db, {
    userId: assigned.shipperId,
    event: 'truck-assigned',
    variables: {
      code: assigned.code,
      vehicle: assigned.vehicle,
      driver: assigned.driver,
      driverPhone: assigned.driverPhone,
    },
    deliveryRowId: assigned.deliveryRowId,
  });
  await notifyConsignee(db, assigned);
}

/** A delivery's status moved by a driver, a partner or the system: picked up, delivered or failed. */
export async function notifyStatusChange(
  db: DbOrTx,
  row: { id: DeliveryRowId; userId: string; deliveryId: string; status: string },
  note: string | null,
): Promise<void> {
  const base = { userId: row.userId, deliveryRowId: row.id };
  const code = row.deliveryId;
  if (row.status === 'Picked Up') await notifyUser(db, { ...base, event: 'picked-up', variables: { code } });
  else if (row.status === 'Delivered')
    await notifyUser(db, { ...base, event: 'delivered', variables: { code } });
  else if (row.status === 'Failed')
    await notifyUser(db, {
      ...base,
      event: 'failed',
      variables: { code, reason: note ?? 'No reason given' },
    });
}
