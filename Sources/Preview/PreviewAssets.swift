/// The preview page's own files, served from memory: nothing is fetched from elsewhere, so the page
/// works with no network.
enum PreviewAssets {
    static let page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>poster preview</title>
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        <header>
          <strong>poster preview</strong>
          <span id="status">loading</span>
          <span class="zoom"><button id="zoom-out" title="Zoom out">−</button><span id="zoom-level">100%</span><button id="zoom-in" title="Zoom in">+</button><button id="zoom-fit" title="Fit the page to the window">Fit</button></span>
        </header>
        <div id="animation" hidden>
          <button id="play">Play</button>
          <input id="time" type="range" min="0" max="1" step="0.001" value="0" aria-label="time">
          <span id="time-label">0.00 s</span>
        </div>
        <main>
          <section id="view">
            <ul id="problems"></ul>
            <div id="pages"></div>
          </section>
          <aside id="controls"></aside>
        </main>
        </body>
        </html>

        """
}
