import { useTranslation } from 'react-i18next';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { inputClass } from './field';

/** Password box with a visibility toggle that keyboard and screen-reader users can operate. */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <div className="relative">
        <input
          ref={ref}
          {...props}
          type={isVisible ? 'text' : 'password'}
          className={`${inputClass} pr-16`}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-indigo-800"
          aria-label={isVisible ? t('password.hideLabel') : t('password.showLabel')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? t('password.hide') : t('password.show')}
        </button>
      </div>
    );
  },
);
