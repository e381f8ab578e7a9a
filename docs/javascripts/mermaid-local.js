// Diagrams without a network: the theme draws ```mermaid blocks with the global `mermaid`, and
// fetches it from a CDN only when none is defined. This stand-in loads the copy shipped with the
// site (javascripts/vendor/mermaid.min.js, MIT licence) the first time a page has a diagram, so the
// site works offline, from file:// and on hosts that block third-party scripts.
(function () {
  var source = new URL("vendor/mermaid.min.js", document.currentScript.src).href;
  var settings = { startOnLoad: false };
  var loading = null;

  function load() {
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = source;
        script.onload = function () {
          window.mermaid.initialize(settings);
          resolve(window.mermaid);
        };
        script.onerror = function () {
          reject(new Error("could not load " + source));
        };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  window.mermaid = {
    initialize: function (options) {
      settings = options;
    },
    render: function (id, text) {
      return load().then(function (mermaid) {
        return mermaid.render(id, text);
      });
    },
  };

  // Opened from disk, the theme's own scripts do not draw diagrams, so draw them here.
  if (location.protocol === "file:") {
    document.addEventListener("DOMContentLoaded", function () {
      var blocks = document.querySelectorAll("pre.mermaid");
      if (!blocks.length) {
        return;
      }
      load().then(function (mermaid) {
        blocks.forEach(function (block, index) {
          mermaid.render("__mermaid_file_" + index, block.textContent).then(function (drawn) {
            var picture = document.createElement("div");
            picture.className = "mermaid";
            picture.innerHTML = drawn.svg;
            block.replaceWith(picture);
          });
        });
      });
    });
  }
})();
