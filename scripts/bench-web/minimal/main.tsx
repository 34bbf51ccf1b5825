/**
 * The web benchmark's anchor: the app's stack (React 19, MUI 9, React Router, TanStack Query) doing the least a
 * search page does — an app bar, a text field and the first 20 hits of the same local `/api/search`.
 */
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useSearchParams } from 'react-router-dom';

interface Hit {
  id: string;
  title?: { nb?: string; en?: string } | null;
}

async function search(path: string, query: string): Promise<Hit[]> {
  const response = await fetch(`/api/search${path === '/' ? '' : path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, pagination: { page: 0, size: 20 } }),
  });
  if (!response.ok) throw new Error(`/api/search answered ${response.status}`);
  return ((await response.json()) as { hits: Hit[] }).hits;
}

function SearchPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const hits = useQuery({ queryKey: [pathname, query], queryFn: () => search(pathname, query) });
  return (
    <>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="h1">
            Minimal catalogue search
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md">
        <TextField
          type="search"
          label="Search"
          defaultValue={query}
          fullWidth
          margin="normal"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              setParams({ q: event.target.value });
            }
          }}
        />
        <List>
          {(hits.data ?? []).map((hit) => (
            <ListItem key={hit.id}>
              <Typography variant="h6" component="h2">
                <Link href={`#${encodeURIComponent(hit.id)}`}>
                  {hit.title?.en ?? hit.title?.nb ?? hit.id}
                </Link>
              </Typography>
            </ListItem>
          ))}
        </List>
      </Container>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <BrowserRouter>
        <CssBaseline />
        <SearchPage />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
