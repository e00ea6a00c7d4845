// The built index.html as the server render's tests need it: a title and a
// description the page replaces, the entry `script`, the <noscript> notice and
// the empty root.
export function shellDocument(script = 'index-1.js'): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <title>Shell</title>
    <meta name="description" content="Shell" />
    <script type="module" crossorigin src="/assets/${script}"></script>
  </head>
  <body>
    <noscript>This site needs JavaScript to book appointments.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
