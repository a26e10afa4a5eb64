import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

const LINES = ['weather', 'route', 'traffic'] as const;

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The 'AI Analysis in Progress' overlay shown while the step 3 analysis runs (spec section 2). A modal Radix
 * dialog: focus stays inside it and the page behind is hidden from assistive technology until the analysis ends.
 * Escape and clicks outside do not close it; it closes itself when the analysis is done.
 */
export function AnalysisOverlay({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation('deliveries');
  return (
    <Dialog.Root open={isOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-busy="true"
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-center shadow-xl outline-none"
        >
          <div
            className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-700 motion-reduce:animate-none"
            aria-hidden="true"
          />
          <Dialog.Title className="mt-4 text-lg font-bold">{t('wizard.overlay.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {LINES.map((line, index) => (
                <li key={line} className="flex items-center justify-center gap-2">
                  <span
                    className="h-2 w-2 animate-pulse rounded-full bg-indigo-700 motion-reduce:animate-none"
                    style={{ animationDelay: `${index * 300}ms` }}
                    aria-hidden="true"
                  />
                  {t(`wizard.overlay.${line}`)}
                </li>
              ))}
            </ul>
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
