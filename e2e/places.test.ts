import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import { encodeDigipin } from '@logisaathi/geo';
import { axeViolations } from './support/axe';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext, type Session } from './support/session';

const GODOWN_ADDRESS = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi';
const DROP = 'Sector 3, Bawana Industrial Area, Delhi 110039';

interface PlaceJson {
  id: string;
  label: string;
  lat: number;
  lon: number;
  digipin: string;
}
interface DeliveryJson {
  deliveryId: string;
  pickup: { coordinates: { lat: number; lon: number } };
  pricing: { totalCost: number };
  route: { distance: number };
}

const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

describe('saved places in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Session;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function apiGet<T>(page: Page, url: string): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  it('saves a place by dragging its pin, books a delivery from it, and shows its DIGIPIN on the delivery', async () => {
    owner = await registerViaApi(server.baseUrl, 'Farah');
    const context = await signedInContext(browser, owner, { width: 360, height: 800 });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/places`);
    await page.getByRole('heading', { level: 1, name: 'Saved places' }).waitFor();
    await page.getByText('No saved places yet', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add place' }).click();
    await page.getByLabel('Label').fill('Main godown');
    await page.getByLabel('Full address').fill(GODOWN_ADDRESS);
    await page.getByLabel('Contact name').fill('Ravi Kumar');
    await page.getByLabel('Contact phone').fill('9811022334');
    await page.getByRole('button', { name: 'Find address on map' }).click();
    await page.getByText('Pin moved to the address. Drag it to the exact gate.').waitFor();
    const { resolved } = await apiGet<{ resolved: { lat: number; lon: number } }>(
      page,
      `/api/places/resolve?q=${encodeURIComponent(GODOWN_ADDRESS)}`,
    );
    const caption = page.getByTestId('pin-caption');
    await caption.getByText(encodeDigipin(resolved)!).waitFor();

    // Drag the pin by hand: 60 px east and 40 px south on the map.
    const marker = page.locator('[data-testid="pin-map"] .leaflet-marker-icon');
    await marker.scrollIntoViewIfNeeded();
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await caption.getByText(encodeDigipin(resolved)!).waitFor({ state: 'detached' });
    const draggedCode = (await caption.getByTestId('digipin').textContent())!;
    await caption.getByText(/^Near .*Okhla/).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save place' }).click();
    const card = page.getByRole('list', { name: 'Saved places' }).getByRole('listitem');
    await card.getByRole('heading', { name: 'Main godown' }).waitFor();
    expect(await card.getByTestId('digipin').textContent()).toBe(draggedCode);
    await card.getByRole('button', { name: `Copy Main godown DIGIPIN ${draggedCode}` }).waitFor();
    const { places } = await apiGet<{ places: PlaceJson[] }>(page, '/api/places');
    const place = places[0]!;
    expect(place.digipin).toBe(draggedCode);
    // South-east of where the address landed: the dragged pin, not the geocoder's answer.
    expect(place.lat).toBeLessThan(resolved.lat);
    expect(place.lon).toBeGreaterThan(resolved.lon);

    // Book from it: the wizard offers the saved place first.
    await page.goto(`${server.baseUrl}/add-delivery`);
    const pickup = page.getByRole('combobox', { name: 'Pickup Address' });
    await pickup.focus();
    await page
      .getByRole('listbox', { name: 'Pickup Address suggestions' })
      .getByRole('option', { name: /Main godown/ })
      .click();
    expect(await pickup.inputValue()).toBe(GODOWN_ADDRESS);
    await page.getByTestId('pickup-saved-place').getByText(draggedCode).waitFor();
    await page.getByRole('combobox', { name: 'Delivery Address' }).fill(DROP);
    await page.getByLabel('Customer Name').fill('Bawana Steels');
    await page.getByLabel('Customer Phone').fill('9811122233');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Package Type').selectOption('Electronics');
    await page.getByLabel('Weight (kg)').fill('12');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByLabel('Delivery Date').fill(tomorrowIst());
    await page.getByLabel('Preferred Time Slot').selectOption('12-15');
    await page.getByRole('button', { name: 'Get AI Route & Weather Analysis' }).click();
    // The analysis (no 3 s overlay first with test timings) takes however long a loaded machine takes: no guessed limit.
    await page
      .getByRole('heading', { level: 2, name: 'AI Analysis & Review', exact: true })
      .waitFor({ timeout: 0 });
    // The review's price is the server's quote from the saved place's pin.
    const charged = page.getByRole('region', { name: 'Your Price' }).getByTestId('quote-charged');
    await charged.waitFor();
    const shown = (await charged.textContent()) ?? '';
    expect(shown).toMatch(/^₹[\d,]+$/);
    // One distance for the route: the analysis panel's figure is the quote's.
    const analysisDistance = page
      .getByRole('region', { name: 'AI Route & Weather Analysis' })
      .locator('dt:text-is("Distance") + dd');
    const reviewDistance = (await analysisDistance.textContent()) ?? '';
    await page.getByRole('button', { name: 'Create Delivery', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    // The dashboard shows the price the review showed, and the delivery was charged exactly that.
    await page.getByTestId('stat-payments').getByText(shown, { exact: true }).waitFor();
    const { deliveries } = await apiGet<{ deliveries: DeliveryJson[] }>(page, '/api/deliveries');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.pickup.coordinates).toEqual({ lat: place.lat, lon: place.lon });
    expect(inr(deliveries[0]!.pricing.totalCost)).toBe(shown);
    expect(reviewDistance).toBe(`${deliveries[0]!.route.distance.toFixed(1)} km`);

    // The delivery's live panel shows the pickup's DIGIPIN: the saved place's.
    const panel = page.getByTestId('live-panel');
    await panel.getByText(deliveries[0]!.deliveryId).waitFor();
    await panel.locator('dt:text-is("Pickup DIGIPIN") + dd').getByText(draggedCode).waitFor();
    await panel.getByRole('button', { name: `Copy Pickup DIGIPIN ${draggedCode}` }).waitFor();
    // Its drop is not saved yet: the dashboard offers to save it (the pickup is saved already).
    await page.getByRole('button', { name: 'Save drop as a place' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save pickup as a place' }).count()).toBe(0);
    await context.close();
  });
});
