import type { ComponentProps } from 'react';
import { normalizePhone } from '@logisaathi/domain';
import { inputClass } from './field';

/**
 * An Indian mobile number after a fixed +91: what is typed is kept as its digits (the domain's normalizePhone)
 * before the form sees it. Used by every sign-up form; pass the Field's props and the form's registration.
 */
export function MobileInput({ onChange, ...props }: ComponentProps<'input'>) {
  return (
    <div className="flex">
      <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-100 px-3 text-slate-700">
        +91
      </span>
      <input
        {...props}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        className={`${inputClass} rounded-l-none`}
        onChange={(e) => {
          e.target.value = normalizePhone(e.target.value);
          onChange?.(e);
        }}
      />
    </div>
  );
}
