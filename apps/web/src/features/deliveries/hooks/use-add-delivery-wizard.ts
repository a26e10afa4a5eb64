import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ADD_DELIVERY_STEP_COUNT,
  EMPTY_ADD_DELIVERY_FORM,
  SMART_TRUCK_POOLING_MODE,
  STORAGE_KEYS,
  bookSlotPrefillSchema,
  poolingPreferencesSchema,
  prefillFormValues,
  type PoolingPreferencesInput,
} from '@logisaathi/domain';
import { readJson, removeKeys, writeJson } from '@/lib/storage';
import type { GoodsForm } from '../components/wizard/goods-invoice-form';

/** A saved place picked for the pickup or drop: the server routes from the place's own pin, found by id. */
export interface PickedPlace {
  id: string;
  label: string;
  lat: number;
  lon: number;
}

/** regular; pooling (smart truck pooling form); shared-truck (Book Slot on a pool truck, slot locked). */
export type WizardMode = 'regular' | 'pooling' | 'shared-truck';

export type WizardForm = Omit<typeof EMPTY_ADD_DELIVERY_FORM, 'dimensions'> & {
  dimensions: { length: number | string; width: number | string; height: number | string };
  poolingPreferences: PoolingPreferencesInput;
  /** The pool truck a Book Slot prefill booked onto. */
  sharedTruckId?: string;
  /** The goods' invoice for the e-way bill (issue 16); absent until the section is touched. */
  goods?: GoodsForm;
  pickupPlace?: PickedPlace | undefined;
  deliveryPlace?: PickedPlace | undefined;
};
export type WizardStep = 1 | 2 | 3 | 4;

/**
 * What deliveryMode holds. 'smartTruckPooling' is the spec's value (written by the Shared Trucks promo); the
 * shared-truck booking value is ours, so a reload keeps the locked slot.
 */
const SHARED_TRUCK_BOOKING_MODE = 'sharedTruckBooking';
const WIZARD_STORAGE_KEYS = [
  STORAGE_KEYS.addDeliveryStep,
  STORAGE_KEYS.addDeliveryForm,
  STORAGE_KEYS.deliveryMode,
  STORAGE_KEYS.prefillDelivery,
];

export const defaultPoolingPreferences = (): PoolingPreferencesInput => poolingPreferencesSchema.parse({});

export function emptyWizardForm(): WizardForm {
  return {
    ...EMPTY_ADD_DELIVERY_FORM,
    dimensions: { length: '', width: '', height: '' },
    poolingPreferences: defaultPoolingPreferences(),
  };
}

interface WizardSnapshot {
  step: WizardStep;
  form: WizardForm;
  mode: WizardMode;
  hasPrefill: boolean;
}

function toStep(value: unknown): WizardStep {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= ADD_DELIVERY_STEP_COUNT ? (n as WizardStep) : 1;
}

/** Reads the saved wizard, then lays a fresh Book Slot prefill over it (spec section 4). Pure: nothing is removed here. */
function readSnapshot(): WizardSnapshot {
  const saved = readJson<Partial<WizardForm> | null>(STORAGE_KEYS.addDeliveryForm, null) ?? {};
  const empty = emptyWizardForm();
  let form: WizardForm = {
    ...empty,
    ...saved,
    dimensions: { ...empty.dimensions, ...saved.dimensions },
    poolingPreferences: { ...empty.poolingPreferences, ...saved.poolingPreferences },
  };
  const storedMode = localStorage.getItem(STORAGE_KEYS.deliveryMode);
  let mode: WizardMode =
    storedMode === SMART_TRUCK_POOLING_MODE
      ? 'pooling'
      : storedMode === SHARED_TRUCK_BOOKING_MODE
        ? 'shared-truck'
        : 'regular';
  let step = toStep(localStorage.getItem(STORAGE_KEYS.addDeliveryStep));

  const prefill = bookSlotPrefillSchema.safeParse(readJson<unknown>(STORAGE_KEYS.prefillDelivery, null));
  if (prefill.success) {
    const values = prefillFormValues(prefill.data);
    form = {
      ...form,
      ...values,
      weight: values.weight ?? form.weight,
      ...(prefill.data.sharedTruckId ? { sharedTruckId: prefill.data.sharedTruckId } : {}),
    };
    mode = 'shared-truck';
    step = 1;
  }
  return { step, form, mode, hasPrefill: prefill.success };
}

/**
 * The add-delivery wizard's state. Step, form and mode are mirrored to local storage on every change so they
 * survive a reload (spec section 2); a Book Slot prefill is consumed once.
 */
export function useAddDeliveryWizard() {
  const [initial] = useState(readSnapshot);
  const [step, setStep] = useState<WizardStep>(initial.step);
  const [form, setForm] = useState<WizardForm>(initial.form);
  const [mode, setMode] = useState<WizardMode>(initial.mode);
  // After a successful creation the keys are removed; nothing may write them back while the page unmounts.
  const isClearedRef = useRef(false);

  useEffect(() => {
    // Consumed: a later reload must not overwrite what the user has edited since.
    if (initial.hasPrefill) localStorage.removeItem(STORAGE_KEYS.prefillDelivery);
  }, [initial.hasPrefill]);

  useEffect(() => {
    if (isClearedRef.current) return;
    localStorage.setItem(STORAGE_KEYS.addDeliveryStep, String(step));
    writeJson(STORAGE_KEYS.addDeliveryForm, form);
    if (mode === 'pooling') localStorage.setItem(STORAGE_KEYS.deliveryMode, SMART_TRUCK_POOLING_MODE);
    else if (mode === 'shared-truck')
      localStorage.setItem(STORAGE_KEYS.deliveryMode, SHARED_TRUCK_BOOKING_MODE);
    else localStorage.removeItem(STORAGE_KEYS.deliveryMode);
  }, [step, form, mode]);

  const updateForm = useCallback(
    (patch: Partial<WizardForm>) => setForm((prev) => ({ ...prev, ...patch })),
    [],
  );

  const switchMode = useCallback((next: 'regular' | 'pooling') => {
    setMode(next);
    // Leaving a Book Slot booking also leaves its truck behind.
    setForm((prev) => {
      const { sharedTruckId: _dropped, ...rest } = prev;
      return rest;
    });
  }, []);

  /** 'Schedule New Delivery': step 1 and an empty form; pooling stays on, a truck booking does not. */
  const startOver = useCallback(() => {
    setStep(1);
    setForm(emptyWizardForm());
    setMode((prev) => (prev === 'shared-truck' ? 'regular' : prev));
  }, []);

  /** After a successful creation: form, step and mode are cleared (spec section 4). */
  const clearSaved = useCallback(() => {
    isClearedRef.current = true;
    removeKeys(WIZARD_STORAGE_KEYS);
  }, []);

  return { step, setStep, form, updateForm, mode, switchMode, startOver, clearSaved };
}
