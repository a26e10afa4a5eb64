const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as a clock time in India Standard Time ('2:35 pm'). */
export const formatIstClock = (iso: string | Date) => IST_TIME.format(new Date(iso));
