// The Emscripten module's settings for the floor page: draw into the page's canvas.
var Module = { canvas: document.getElementById('canvas') };
