import type { TFunction } from 'i18next';

/**
 * The requirements offered as toggles. The English text is what is stored and sent (the schema accepts any short
 * text); each is shown in the current language by its key.
 */
export const SPECIAL_REQUIREMENTS = [
  { value: 'Temperature control', key: 'temperature' },
  { value: 'Fragile handling', key: 'fragile' },
  { value: 'Do not stack', key: 'noStack' },
  { value: 'Keep dry', key: 'dry' },
  { value: 'Loading help', key: 'loading' },
  { value: 'Extra security', key: 'security' },
] as const;

/** A stored requirement in the current language; one typed by hand elsewhere is shown as it is. */
export function requirementLabel(value: string, t: TFunction<'warehouses'>): string {
  const known = SPECIAL_REQUIREMENTS.find((r) => r.value === value);
  return known ? t(`booking.requirement.${known.key}`) : value;
}
