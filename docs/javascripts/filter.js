// The filter of the rule index and the clarifications index: one button per rulebook and a
// text box. Without JavaScript the pages show everything. Runs on every page view, including
// views reached by instant navigation (the theme's document$ observable).
(function () {
  function setUp(filter) {
    var sections = Array.prototype.slice.call(document.querySelectorAll(filter.dataset.target));
    if (!sections.length || filter.dataset.ready) {
      return;
    }
    filter.dataset.ready = "yes";
    var chosen = "";
    var buttons = document.createElement("div");
    buttons.className = "fr-filter-buttons";
    var box = document.createElement("input");
    box.type = "search";
    box.placeholder = "Filter by ID or words";
    box.setAttribute("aria-label", "Filter by ID or words");
    box.className = "fr-filter-box";

    function apply() {
      var words = box.value.trim().toLowerCase();
      sections.forEach(function (section) {
        var shown = !chosen || section.dataset.ruleset === chosen;
        section.hidden = !shown;
        var items = section.querySelectorAll("tbody tr, h3");
        items.forEach(function (item) {
          var block = item.tagName === "H3" ? entryOf(item) : [item];
          var text = block.map(function (node) { return node.textContent; }).join(" ").toLowerCase();
          var hidden = words !== "" && text.indexOf(words) < 0;
          block.forEach(function (node) { node.hidden = hidden; });
        });
      });
      Array.prototype.forEach.call(buttons.children, function (button) {
        button.setAttribute("aria-pressed", String(button.dataset.ruleset === chosen));
      });
    }

    function button(label, ruleset) {
      var element = document.createElement("button");
      element.type = "button";
      element.className = "md-button";
      element.textContent = label;
      element.dataset.ruleset = ruleset;
      element.addEventListener("click", function () {
        chosen = ruleset;
        apply();
      });
      buttons.appendChild(element);
    }

    button("All rulebooks", "");
    sections.forEach(function (section) {
      var heading = section.querySelector("h2");
      button(heading ? heading.textContent.replace("¶", "").trim() : section.dataset.ruleset, section.dataset.ruleset);
    });
    box.addEventListener("input", apply);
    filter.appendChild(buttons);
    filter.appendChild(box);
    apply();
  }

  // A clarification is its h3 and everything up to the next heading.
  function entryOf(heading) {
    var nodes = [heading];
    for (var node = heading.nextElementSibling; node && !/^H[1-3]$/.test(node.tagName); node = node.nextElementSibling) {
      nodes.push(node);
    }
    return nodes;
  }

  function start() {
    document.querySelectorAll(".fr-filter").forEach(setUp);
  }

  // Opened from disk the theme's document$ never fires, so start on the page's own load.
  if (typeof document$ !== "undefined" && location.protocol !== "file:") {
    document$.subscribe(start);
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
