// Diagrams without a network: the theme draws ```mermaid blocks with the global `mermaid`, and
// fetches it from a CDN only when none is defined. This stand-in loads the copy shipped with the
// site (javascripts/vendor/mermaid.min.js, MIT licence) the first time a page has a diagram, so the
// site works offline, from file:// and on hosts that block third-party scripts.
(function () {
  var source = new URL("vendor/mermaid.min.js", document.currentScript.src).href;
  var settings = {};
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
})();
