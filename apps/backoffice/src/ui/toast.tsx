import * as Toast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useI18n } from '../i18n';

type Item = { id: number; text: string; kind: 'success' | 'error' };
type Notify = (text: string, kind?: Item['kind']) => void;
const ToastContext = createContext<Notify>(() => {});

/** Short confirmations and errors of actions (Radix Toast: announced, dismissible, paused on hover/focus). */
export function Toaster({ children }: { children: ReactNode }) {
  const { m } = useI18n();
  const [items, setItems] = useState<Item[]>([]);
  const notify = useCallback<Notify>((text, kind = 'success') => {
    setItems((list) => [...list, { id: Date.now() + Math.random(), text, kind }]);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={6000} label={m.close}>
        {children}
        {items.map((item) => (
          <Toast.Root
            key={item.id}
            className={`toast ${item.kind}`}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setItems((list) => list.filter((i) => i.id !== item.id));
            }}
          >
            <Toast.Description>{item.text}</Toast.Description>
            <Toast.Close className="toast-close" aria-label={m.close}>
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
