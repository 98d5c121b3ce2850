import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RequireSession } from './components/RequireSession';
import { AcceptPage } from './pages/AcceptPage';
import { AccountPage } from './pages/AccountPage';
import { EscalationsPage } from './pages/EscalationsPage';
import { GradePage } from './pages/GradePage';
import { HomeRedirect } from './pages/HomeRedirect';
import { NotificationsPage } from './pages/NotificationsPage';
import { QueuePage } from './pages/QueuePage';
import { SignInPage } from './pages/SignInPage';
import { SessionProvider } from './session';
import './styles.css';

const client = new QueryClient({
  defaultOptions: {
    // A 4xx will not get better by asking again; the page shows it instead.
    queries: { retry: (count, err) => count < 2 && !('status' in err && Number(err.status) < 500) },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <BrowserRouter basename="/console">
        <SessionProvider>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/accept" element={<AcceptPage />} />
            <Route element={<RequireSession />}>
              <Route index element={<HomeRedirect />} />
              <Route path="/queue" element={<QueuePage />} />
              <Route path="/tasks/:taskId" element={<GradePage />} />
              <Route path="/escalations" element={<EscalationsPage />} />
              <Route path="/escalations/:escId" element={<EscalationsPage />} />
              <Route path="/notifications" element={<NotificationsPage />} />
              <Route path="/account" element={<AccountPage />} />
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </SessionProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
