import { createRoot } from 'react-dom/client';
import { Suspense, lazy } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/runtime';
registerRemotes([{ name: 'publicSite', entry: '/mf/public-site/remoteEntry.js', type: 'module' }]);
const M = lazy(() => loadRemote<any>('publicSite/routes').then((m: any) => { const P = m.pages.movies; return { default: () => <P/> }; }));
createRoot(document.getElementById('root')!).render(<Suspense fallback="..."><M /></Suspense>);
