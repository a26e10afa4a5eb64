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
import { executeRows } from '../../db/execute-rows';

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
    from users u
    cross join (values ${channels}) as ch(channel)
    left join notification_preferences p
      on p.user_id = u.id and p.event = ${message.event} and p.channel = ch.channel
    where u.id = ${message.userId}::uuid
      and coalesce(p.enabled, ch.channel in (${isDefault}))
      and (ch.channel <> 'email' or u.email <> '')
      and (ch.channel not in ('sms', 'whatsapp') or ${phone} <> '')
    on conflict (dedupe_key) do nothing`);
}

/**
 * The consignee's message once a delivery has a truck: its tracking link and delivery code, by SMS or WhatsApp
 * as the shipper chose, in the shipper's language. Not written when the shipper switched consignee messages off
 * (for this delivery, or by default) or the consignee's number opted out. Once per delivery (a new driver keeps
 * the same link and code).
 */
export async function notifyConsignee(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<void> {
  const phone = E164_PHONE(sql`coalesce(nullif(d.delivery_contact_phone, ''), d.customer_phone)`);
  await db.execute(sql`
    insert into notification_outbox
      (event, channel, user_id, recipient, language, variables, delivery_row_id, dedupe_key)
    select 'consignee-tracking', coalesce(s.consignee_channel, 'sms'), null, ${phone}, u.language,
      jsonb_build_object('code', d.delivery_id, 'sender', u.company, 'publicCode', t.public_code,
        'deliveryCode', t.delivery_code),
      d.id, 'consignee:' || d.id::text
    from deliveries d
    join users u on u.id = d.user_id
    join delivery_tracking t on t.delivery_row_id = d.id
    left join notification_settings s on s.user_id = u.id
    left join delivery_consignee_messages m on m.delivery_row_id = d.id
    where d.id = ${deliveryRowId}::uuid
      and coalesce(m.enabled, s.consignee_messages, true)
      and ${phone} <> ''
      and not exists (select 1 from consignee_opt_outs o where o.phone = ${phone})
    on conflict (dedupe_key) do nothing`);
}

/**
 * Offers just stored: each partner hears of its offer by push, and by SMS when the wave escalates (decided when
 * sent: the delivery's first offer is older than OFFER_SMS_ESCALATION_MS). Variables from the delivery.
 */
export async function notifyOffers(
  db: DbOrTx,
  offers: ReadonlyArray<{ id: string; partnerId: string; deliveryRowId: DeliveryRowId; farePaise: number }>,
): Promise<void> {
  if (offers.length === 0) return;
  const ids = sql.join(
    [...new Set(offers.map((o) => o.deliveryRowId))].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = executeRows<{ id: string; code: string; from: string; to: string }>(
    await db.execute(
      sql`select id, delivery_id as code, pickup_place as "from", delivery_place as "to" from deliveries where id in (${ids})`,
    ),
  );
  const places = new Map(rows.map((r) => [r.id, r]));
  for (const offer of offers) {
    const place = places.get(offer.deliveryRowId);
    if (!place) continue;
    await notifyUser(db, {
      userId: offer.partnerId,
      event: 'offer',
      variables: {
        code: place.code,
        from: place.from,
        to: place.to,
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
  assigned: {
    deliveryRowId: DeliveryRowId;
    shipperId: string;
    code: string;
    vehicle: string;
    driver: string;
    driverPhone: string;
  },
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
  await notifyConsignee(db, assigned.deliveryRowId);
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
