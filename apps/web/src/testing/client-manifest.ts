// A small client manifest for tests of the server render: the app's entry, a
// shared chunk, the doctor page's screen and a chunk only that screen imports.
import type { ClientManifest } from '@/app/ssr/document';

export const CLIENT_MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/public/doctor.tsx': {
    file: 'assets/doctor-1.js',
    imports: ['index.html', '_card.js'],
  },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
};
