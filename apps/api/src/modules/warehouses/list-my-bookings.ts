import { istToday } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { listUserBookings } from './bookings-repository';
import { toBookingDto } from './warehouse-dto';

export async function listMyBookings(db: DbOrTx, userId: string, now: Date) {
  const today = istToday(now);
  return (await listUserBookings(db, userId)).map((row) => toBookingDto(row, today));
}
