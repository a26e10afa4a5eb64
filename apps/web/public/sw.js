/* global self */
/*
 * LogiSaathi's service worker (issue 34): shows Web Push notifications with the app closed, and runs their
 * actions. An offer comes with Accept and View: Accept posts the offer's signed token (the push carries it; this
 * worker holds no session) to /api/partners/offers/notification-accept and opens the job; View opens the
 * partner app. A repeated push of the same message (same id) replaces its notification (tag).
 * No caching: the app itself is always loaded from the network.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Shows the notification of one push payload (what apps/api's push channel sends). */
function showPush(payload) {
  return self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag || payload.id,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: payload,
    actions: payload.actions || [],
    requireInteraction: payload.event === 'offer',
  });
}

async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    if ('navigate' in open) return open.navigate(url);
    return open;
  }
  // Opening a window needs the click's user activation; without it the action has still done its work.
  return self.clients.openWindow(url).catch(() => null);
}

/** Accepts the offer a notification names; tells the partner the outcome in a notification of its own. */
async function acceptOffer(data) {
  const res = await fetch('/api/partners/offers/notification-accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: data.acceptToken }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.ok) {
    await openPage(`/partner/jobs/${encodeURIComponent(body.data.jobId)}`);
    return { accepted: true, jobId: body.data.jobId };
  }
  const message =
    (body.errors && body.errors[0] && body.errors[0].msg) ||
    body.error ||
    body.message ||
    `HTTP ${res.status}`;
  await self.registration.showNotification(data.title, {
    body: message,
    tag: `${data.tag}-result`,
    icon: '/icon-192.png',
  });
  return { accepted: false, message };
}

/** What a click on a notification (or one of its actions) does. Exposed for the browser test. */
async function handleNotificationClick(notification, action) {
  const data = notification.data || {};
  notification.close();
  if (action === 'accept' && data.acceptToken) return acceptOffer(data);
  await openPage(data.url || '/');
  return { opened: data.url || '/' };
}
self.handleNotificationClick = handleNotificationClick;

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || !payload.title) return;
  event.waitUntil(showPush(payload));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(event.notification, event.action));
});
