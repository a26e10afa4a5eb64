import { useId, useState, type KeyboardEvent } from 'react';
import { Field, inputClass } from '../../../../components/ui/field';
import {
  FALLBACK_HUB_SUGGESTIONS,
  usePlaceSuggestions,
  type PlaceSuggestion,
} from '../../api/get-place-suggestions';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';

const SUGGESTION_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 8;

function fallbackFor(text: string): PlaceSuggestion[] {
  const needle = text.trim().toLowerCase();
  return FALLBACK_HUB_SUGGESTIONS.filter((s) => !needle || s.text.toLowerCase().includes(needle));
}

/**
 * An address input with suggestions (spec section 2): the six Delhi industrial areas when empty, then places
 * from the gazetteer as the user types. A combobox in the ARIA sense: arrows move, Enter picks, Escape closes.
 */
export function AddressField({
  label,
  value,
  error,
  placeholder,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const places = usePlaceSuggestions(query, isOpen);
  const suggestions = (places.data && !places.isError ? places.data : fallbackFor(query)).slice(
    0,
    MAX_SUGGESTIONS,
  );
  const isListShown = isOpen && suggestions.length > 0;

  const pick = (s: PlaceSuggestion) => {
    onChange(s.text);
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setIsOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) =>
        suggestions.length === 0 ? -1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (e.key === 'Enter' && isListShown && activeIndex >= 0) {
      e.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen) pick(chosen);
    } else if (e.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <Field label={label} error={error} hint="Start typing, or pick an industrial area">
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
            aria-label={`${label} suggestions`}
            hidden={!isListShown}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {suggestions.map((s, index) => (
              <li
                key={`${s.text}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // mousedown would blur the input first and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(s)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-indigo-50' : 'hover:bg-slate-50'}`}
              >
                <span className="font-medium text-slate-900">{s.name}</span>
                {s.detail && <span className="block text-xs text-slate-700">{s.detail}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
