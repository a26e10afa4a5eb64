import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@logisaathi/domain';
import { Field, inputClass } from '@/components/ui/field';
import { matchSavedPlaces } from '@/lib/saved-places';
import {
  FALLBACK_HUB_SUGGESTIONS,
  usePlaceSuggestions,
  type PlaceSuggestion,
} from '../../api/get-place-suggestions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SUGGESTION_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 8;
const MAX_SAVED_PLACES = 4;

type Option = { kind: 'saved'; place: Place } | { kind: 'suggestion'; suggestion: PlaceSuggestion };

function fallbackFor(text: string): PlaceSuggestion[] {
  const needle = text.trim().toLowerCase();
  return FALLBACK_HUB_SUGGESTIONS.filter((s) => !needle || s.text.toLowerCase().includes(needle));
}

/**
 * An address input with suggestions (spec section 2): the business's saved places first (issue 18), then the six
 * Delhi industrial areas when empty, or places from the gazetteer as the user types. A combobox in the ARIA
 * sense: arrows move, Enter picks, Escape closes.
 */
export function AddressField({
  label,
  value,
  error,
  placeholder,
  onChange,
  onBlur,
  savedPlaces = [],
  onPickPlace,
}: {
  label: string;
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  savedPlaces?: readonly Place[];
  /** A saved place was picked: its address and its pin. */
  onPickPlace?: (place: Place) => void;
}) {
  const { t } = useTranslation('deliveries');
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const places = usePlaceSuggestions(query, isOpen);
  const suggestions = (places.data && !places.isError ? places.data : fallbackFor(query)).slice(
    0,
    MAX_SUGGESTIONS,
  );
  const options: Option[] = [
    ...(onPickPlace ? matchSavedPlaces(savedPlaces, query, MAX_SAVED_PLACES) : []).map((place): Option => ({
      kind: 'saved',
      place,
    })),
    ...suggestions.map((suggestion): Option => ({ kind: 'suggestion', suggestion })),
  ];
  const isListShown = isOpen && options.length > 0;

  const pick = (option: Option) => {
    if (option.kind === 'saved') onPickPlace?.(option.place);
    else onChange(option.suggestion.text);
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setIsOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter' && isListShown && activeIndex >= 0) {
      e.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) pick(chosen);
    } else if (e.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <Field
      label={label}
      error={error}
      hint={
        onPickPlace && savedPlaces.length > 0
          ? t('wizard.addresses.hintWithSaved')
          : t('wizard.addresses.hint')
      }
    >
      {(props) => (
        <div className="relative">
          <input
            {...props}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isListShown}
            aria-controls={listId}
            aria-activedescendant={isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            autoComplete="off"
            className={inputClass}
            placeholder={placeholder}
            value={value}
            onChange={(e) => {
              onChange(e.target.value);
              setIsOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={() => {
              setIsOpen(false);
              onBlur();
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('wizard.addresses.suggestions', { label })}
            hidden={!isListShown}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={
                  option.kind === 'saved' ? `saved-${option.place.id}` : `${option.suggestion.text}-${index}`
                }
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // mousedown would blur the input first and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(option)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-indigo-50' : 'hover:bg-slate-50'}`}
              >
                {option.kind === 'saved' ? (
                  <>
                    <span className="font-medium text-slate-900">★ {option.place.label}</span>
                    <span className="block text-xs text-slate-700">
                      {t('wizard.addresses.savedPlaceOption', { address: option.place.address })}
                    </span>
                  </>
                ) : (
                  <>
                    <span className="font-medium text-slate-900">{option.suggestion.name}</span>
                    {option.suggestion.detail && (
                      <span className="block text-xs text-slate-700">{option.suggestion.detail}</span>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
