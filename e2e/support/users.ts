import crypto from 'node:crypto';
import type { Page } from 'playwright-core';

export interface E2eUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(firstName = 'Meera'): E2eUser {
  return {
    firstName,
    lastName: 'Sharma',
    email: `${firstName.toLowerCase()}.${crypto.randomBytes(5).toString('hex')}@example.in`,
    password: 'secret123',
  };
}

/** Signs up through the real form, as a person would, and waits for the dashboard. */
export async function signUpThroughForm(page: Page, baseUrl: string, user: E2eUser): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByLabel('Company').fill('Sharma Handicrafts');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Business Type').selectOption('retail');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
