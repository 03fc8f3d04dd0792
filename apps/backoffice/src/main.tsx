import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isApiCallError } from './api/client';
import { AuthProvider } from './api/session';
import { I18nProvider, initialLang } from './i18n';
import { Toaster } from './ui/toast';
import './styles.css';

document.documentElement.lang = initialLang();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      // A refused or missing thing is not retried; a network error or a 5xx is, twice.
      retry: (count, err) =>
        count < 2 && !(isApiCallError(err) && err.status >= 400 && err.status < 500) && !(isApiCallError(err) && err.status === 501),
    },
  },
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <AuthProvider>
            <Toaster>
              <App />
            </Toaster>
          </AuthProvider>
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
