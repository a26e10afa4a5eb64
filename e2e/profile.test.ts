import fs from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { downloadedFile } from './support/browser';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser, signUpThroughForm } from './support/users';

// A 64x48 PNG: the server turns it into a square WebP thumbnail.
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsScF9FYF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+UX1o8ehqlvIAAAAASUVORK5CYII=',
  'base64',
);
const GST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// The three tests share nothing (own contexts, own users): they run at once.
describe.concurrent('profile settings in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('edits the name, uploads an avatar, stores and downloads a GST certificate, and changes the password', async ({
    expect,
  }) => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const user = newUser('Meera');
    await signUpThroughForm(page, server.baseUrl, user);

    const accountMenu = page.getByRole('button', { name: /Account menu/ });
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByText('Email address cannot be changed').waitFor();

    // Name: edit mode, save, and the user menu follows.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Meera Kapoor');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile saved.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Meera Kapoor' }).waitFor();

    // Avatar: only in edit mode; the menu shows the served image instead of the letter.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page
      .getByLabel('Upload Photo')
      .setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    const menuAvatar = accountMenu.locator('img');
    await menuAvatar.waitFor();
    expect(await menuAvatar.getAttribute('src')).toMatch(/^\/api\/users\/avatar\/[0-9a-f-]+\?v=\d+$/);
    await expect.poll(() => menuAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // GST certificate: choose, upload (after the specified wait), listed, counted, downloadable.
    await page.getByLabel('Choose file for GST Certificate').setInputFiles({
      name: 'gst-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: GST_PDF,
    });
    await page.getByRole('button', { name: 'Upload GST Certificate' }).click();
    const download = page.getByRole('button', { name: 'Download GST Certificate' });
    await download.waitFor();
    await expect.poll(() => page.getByTestId('stat-documents').textContent()).toBe('1');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('gst-certificate.pdf');
    expect(Buffer.compare(fs.readFileSync(await downloadedFile(file)), GST_PDF)).toBe(0);

    // Password: a wrong current password is refused with the clear message, then the change goes through.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('new-secret-42');
    await page.getByLabel('Confirm New Password').fill('new-secret-42');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated. Your other devices have been signed out.').waitFor();

    // Sign out, then in again with the new password.
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('new-secret-42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await context.close();
  });

  it('downloads all of the user’s data, then deletes the account with the password', async ({ expect }) => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    const user = newUser('Farah');
    await signUpThroughForm(page, server.baseUrl, user);
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();

    const [archive] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(archive.suggestedFilename()).toMatch(/^logisaathi-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = fs.readFileSync(await downloadedFile(archive));
    // A zip starts with a local file header ('PK', 3, 4); what is inside is tested in apps/api.
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Enter your password to confirm').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await dialog.getByLabel('Enter your password to confirm').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
    await done.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    // The credentials no longer sign in.
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/signin`);
    await context.close();
  });

  it('answers a forgot-password request the same way for any address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('nobody.at.all@example.in');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();
    await context.close();
  });
});
